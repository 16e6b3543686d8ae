import { createTheme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * For someone whose system asks for reduced motion: no transitions. Dialogs, drawers, menus and notices
 * appear and go at once, and CSS transitions (a tab's indicator, a switch) are none (decision 373).
 */
const noMotion = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * Primary dark slate blue on a light grey page (docs/screens.md, Shell); a matching dark palette.
 * `reducedMotion`: the system's `prefers-reduced-motion: reduce`, which turns the transitions off.
 */
export function createAppTheme(mode: ColorMode, reducedMotion = false) {
  const dark = mode === 'dark';
  return createTheme({
    ...(reducedMotion ? { transitions: noMotion } : {}),
    palette: dark
      ? {
          mode: 'dark',
          primary: { main: '#9b8fe8', dark: '#7466d0', light: '#bdb4f2', contrastText: '#14121f' },
          secondary: { main: '#4fc3a1' },
          background: { default: '#111318', paper: '#1b1e25' },
          divider: 'rgba(255,255,255,0.1)',
        }
      : {
          mode: 'light',
          primary: { main: '#483D8B', dark: '#342b6b', light: '#6f64b0', contrastText: '#ffffff' },
          secondary: { main: '#00897b' },
          background: { default: '#f0f2f5', paper: '#ffffff' },
        },
    shape: { borderRadius: 8 },
    typography: { fontFamily: systemFonts, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiAppBar: {
        styleOverrides: {
          // The brand colour in both themes (white text on it: 8.9:1).
          root: { backgroundColor: '#483D8B', backgroundImage: 'none', color: '#ffffff' },
        },
      },
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
      // The library's grey for unpressed toggle buttons is 4.48:1 on the page background; text.secondary passes.
      MuiToggleButton: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
      },
    },
  });
}
