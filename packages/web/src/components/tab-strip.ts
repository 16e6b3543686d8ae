import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * `scrollButtons` of a route tab strip (`variant="scrollable"`). With MUI's 'auto' the arrows appear
 * only after the strip is measured and scrolled, so on a phone the selected tab that MUI had just
 * scrolled into view lost up to 80 px to them: a page opened directly showed its tab cut off. Below md
 * the arrows are always there (invisible while they cannot scroll), so the strip's width never changes
 * and the tab lands whole in view (docs/bulk.md); wider screens keep 'auto', where the tabs fit.
 */
export function useTabScrollButtons(): true | 'auto' {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true }) ? true : 'auto';
}
