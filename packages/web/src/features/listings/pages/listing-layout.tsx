import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ListingTabs } from '../components/listing-tabs.tsx';

/** /listing and its tabs: the strip stays while a tab's screen loads. */
export function ListingLayout() {
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
