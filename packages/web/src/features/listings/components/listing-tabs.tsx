import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Channel } from '@seller-desk/core';
import { useTabScrollButtons } from '../../../components/tab-strip.ts';
import { Link as RouterLink, useLocation } from 'react-router';
import { CATEGORY_KINDS, LISTING_CHANNELS } from '../listing-channels.ts';
import { MarketplaceMark } from './marketplace-mark.tsx';

interface TabEntry {
  label: string;
  path: string;
  mark: Channel;
}

export const LISTING_TABS: readonly TabEntry[] = [
  ...LISTING_CHANNELS.map((c) => ({ label: c.label, path: c.path, mark: c.channel })),
  { label: 'Flipkart Category', path: CATEGORY_KINDS.flipkart.path, mark: 'flipkart' },
  { label: 'Amazon Category', path: CATEGORY_KINDS.amazon.path, mark: 'amazon' },
];

/** The tab of a path: an exact match, so /listing is Flipkart and /listing/amazon is Amazon. */
export function tabOfPath(pathname: string): string | false {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LISTING_TABS.find((tab) => tab.path === path)?.path ?? false;
}

/** The tab strip of /listing: each tab is a link, so the strip and the route follow each other (docs/screens.md). */
export function ListingTabs() {
  const location = useLocation();
  const scrollButtons = useTabScrollButtons();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, minWidth: 0 }}>
      <Tabs
        value={tabOfPath(location.pathname)}
        variant="scrollable"
        scrollButtons={scrollButtons}
        allowScrollButtonsMobile
        aria-label="Listing screens"
      >
        {LISTING_TABS.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            component={RouterLink}
            to={tab.path}
            label={tab.label}
            icon={<MarketplaceMark channel={tab.mark} />}
            iconPosition="start"
            sx={{ minHeight: 48, gap: 0.5 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
