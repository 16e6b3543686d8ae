import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupIcon from '@mui/icons-material/Group';
import LabelIcon from '@mui/icons-material/Label';
import LinkIcon from '@mui/icons-material/Link';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { activeMenuPath, entriesFor, type MenuPath } from './menu.ts';

export const DRAWER_WIDTH = 240;

const icons: Record<MenuPath, ReactNode> = {
  '/': <HomeIcon />,
  '/products': <Inventory2Icon />,
  '/listing': <StorefrontIcon />,
  '/billing': <RequestQuoteIcon />,
  '/callwp': <WhatsAppIcon />,
  '/orderdatabase': <LocalShippingIcon />,
  '/bulk': <DynamicFeedIcon />,
  '/billing/marketplace': <ReceiptLongIcon />,
  '/dashboard': <FactCheckIcon />,
  '/gst': <AccountBalanceIcon />,
  '/retail': <LocalOfferIcon />,
  '/wholesale': <WarehouseIcon />,
  '/label': <LabelIcon />,
  '/imp-links': <LinkIcon />,
  '/users': <GroupIcon />,
  '/settings': <SettingsIcon />,
  '/history': <HistoryIcon />,
};

function MenuList({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession();
  const entries = entriesFor(user.role);
  const active = activeMenuPath(useLocation().pathname, entries);
  return (
    <List component="nav" aria-label="Main menu">
      {entries.map((entry) => (
        // A real link: middle-click and ctrl-click open the screen in a new tab.
        <ListItemButton
          key={entry.path}
          component={Link}
          to={entry.path}
          className={entry.path === active ? 'active' : undefined}
          aria-current={entry.path === active ? 'page' : undefined}
          onClick={onNavigate}
          sx={{
            mx: 1,
            borderRadius: 1,
            // The light shade in the dark theme: primary.main on the selected grey is below 4.5:1 there.
            '&.active': {
              bgcolor: 'action.selected',
              color: (theme) => (theme.palette.mode === 'dark' ? 'primary.light' : 'primary.main'),
              '& .MuiListItemIcon-root': {
                color: (theme) => (theme.palette.mode === 'dark' ? 'primary.light' : 'primary.main'),
              },
              fontWeight: 600,
            },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{icons[entry.path as MenuPath]}</ListItemIcon>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** Permanent at md and above (can be hidden with the menu toggle), temporary on phones (docs/screens.md, Shell: the md breakpoint). */
export function AppDrawer({
  isDesktop,
  desktopOpen,
  mobileOpen,
  onMobileClose,
}: {
  isDesktop: boolean;
  desktopOpen: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}) {
  if (isDesktop) {
    if (!desktopOpen) return null;
    return (
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box sx={{ overflowY: 'auto', pt: 1 }}>
          <MenuList />
        </Box>
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={onMobileClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <MenuList onNavigate={onMobileClose} />
    </Drawer>
  );
}
