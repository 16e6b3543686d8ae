import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePrefetchListingTab } from '../api/prefetch-listing-tab.ts';
import { ListingTabs, tabOfPath } from '../components/listing-tabs.tsx';
import { LISTING_CHANNELS } from '../listing-channels.ts';

/** /listing and its tabs: the strip stays while a tab's screen loads. */
export function ListingLayout() {
  const path = tabOfPath(useLocation().pathname);
  usePrefetchListingTab(LISTING_CHANNELS.find((channel) => channel.path === path));
  return (
    <Box sx={{ minWidth: 0 }}>
      <ListingTabs />
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        }
      >
        <Outlet />
      </Suspense>
    </Box>
  );
}
