import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CHANNELS, CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  OVERVIEW_PATH,
  PROFIT_PATH,
  TABS,
  TAB_TITLES,
  routeOf,
  type BillOrderTab,
} from '../bills-screens.ts';

/** Only the dates go to the overview and profit per SKU (a channel's search is its lines' own). */
function datesOf(search: string): string {
  const params = new URLSearchParams(search);
  const dates = new URLSearchParams();
  for (const key of ['from', 'to']) {
    const value = params.get(key);
    if (value) dates.set(key, value);
  }
  return dates.size ? `?${dates}` : '';
}

/**
 * The dashboards' strip: Overview, the five channels, Profit per SKU; under a channel, its Sale, Return
 * and Payment tabs. Each tab is a link to its own route that keeps the chosen dates (the query string),
 * so a tab can be bookmarked and reloaded.
 */
export function BillsTabs({
  channel,
  tab = 'SALE',
}: {
  channel: Channel | 'overview' | 'profit';
  tab?: BillOrderTab;
}) {
  const { search } = useLocation();
  const dates = datesOf(search);
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
        <Tab value="overview" label="Overview" component={RouterLink} to={`${OVERVIEW_PATH}${dates}`} />
        {CHANNELS.map((c) => (
          <Tab
            key={c}
            value={c}
            label={CHANNEL_INFO[c].label}
            component={RouterLink}
            to={`${routeOf(c, tab)}${channel === 'overview' || channel === 'profit' ? dates : search}`}
          />
        ))}
        <Tab value="profit" label="Profit per SKU" component={RouterLink} to={`${PROFIT_PATH}${dates}`} />
      </Tabs>
      {channel !== 'overview' && channel !== 'profit' && (
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
      )}
    </Box>
  );
}
