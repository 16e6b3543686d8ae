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

/** Primary dark slate blue on a light grey page (docs/screens.md, Shell); a matching dark palette. */
export function createAppTheme(mode: ColorMode) {
  const dark = mode === 'dark';
  return createTheme({
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
