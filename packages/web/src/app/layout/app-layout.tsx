import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { DiscardGuardProvider } from '../../components/discard-guard.tsx';
import { useColorMode } from '../providers/color-mode.tsx';
import { useSession } from '../../lib/session.ts';
import { AppDrawer } from './app-drawer.tsx';
import { useBranding } from './branding.ts';
import { titleFor } from './menu.ts';
import { ProfileMenu } from './profile-menu.tsx';

export function AppLayout() {
  const user = useSession();
  const branding = useBranding();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { mode, toggle } = useColorMode();
  const nextMode = mode === 'light' ? 'dark' : 'light';

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* A link opens its screen at the top, Back returns to where the page was; a tab or filter kept in
          the address (?channel=…) is the same screen, so it keeps the scroll. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Toggle menu"
            aria-expanded={isDesktop ? desktopOpen : mobileOpen}
            onClick={() => (isDesktop ? setDesktopOpen((open) => !open) : setMobileOpen((open) => !open))}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            variant="h6"
            noWrap
            title={branding.businessName ? `${branding.businessName} · ${titleFor(user.role)}` : undefined}
            sx={{
              fontWeight: 600,
              fontSize: { xs: 17, sm: 20 },
              flexGrow: 1,
              minWidth: 0,
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
            }}
          >
            {/* The seller's logo on a white plate, so that any logo reads on the brand colour. */}
            {branding.logo && (
              <Box
                component="img"
                src={branding.logo}
                alt=""
                sx={{
                  height: 36,
                  maxWidth: { xs: 72, sm: 120 },
                  objectFit: 'contain',
                  bgcolor: '#ffffff',
                  borderRadius: 1,
                  p: 0.25,
                  flex: 'none',
                }}
              />
            )}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {branding.businessName || titleFor(user.role)}
            </Box>
          </Link>
          <Tooltip title={`Switch to ${nextMode} theme`}>
            <IconButton color="inherit" aria-label={`Switch to ${nextMode} theme`} onClick={toggle}>
              {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
            </IconButton>
          </Tooltip>
          <ProfileMenu />
        </Toolbar>
      </AppBar>
      <AppDrawer
        isDesktop={isDesktop}
        desktopOpen={desktopOpen}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 2, md: 3 } }}>
        <Toolbar />
        {/* One question before a page with unsaved work is left (decision 129). */}
        <DiscardGuardProvider>
          <Suspense fallback={<LinearProgress aria-label="Loading the screen" />}>
            <Outlet />
          </Suspense>
        </DiscardGuardProvider>
      </Box>
    </Box>
  );
}
