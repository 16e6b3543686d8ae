import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CHANNELS, CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { Link as RouterLink, useLocation } from 'react-router';
import { TABS, TAB_TITLES, routeOf, type BillOrderTab } from '../bills-screens.ts';

/**
 * The channel strip and, under it, the Sale, Return and Payment tabs. Each tab is a link to its own
 * route that keeps the chosen dates (the query string), so a tab can be bookmarked and reloaded.
 */
export function BillsTabs({ channel, tab }: { channel: Channel; tab: BillOrderTab }) {
  const { search } = useLocation();
  const scrollButtons = useTabScrollButtons();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={channel}
        variant="scrollable"
        scrollButtons={scrollButtons}
        allowScrollButtonsMobile
        aria-label="Channel"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {CHANNELS.map((c) => (
          <Tab
            key={c}
            value={c}
            label={CHANNEL_INFO[c].label}
            component={RouterLink}
            to={`${routeOf(c, tab)}${search}`}
          />
        ))}
      </Tabs>
      <Tabs value={tab} aria-label={`${CHANNEL_INFO[channel].label} bills`} sx={{ mt: 1 }}>
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={TAB_TITLES[t]}
            component={RouterLink}
            to={`${routeOf(channel, t)}${search}`}
            sx={{ minHeight: 40, py: 1 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
