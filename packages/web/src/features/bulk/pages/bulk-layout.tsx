import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BulkTabStrip } from '../components/bulk-tab-strip.tsx';

export function BulkLayout() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <BulkTabStrip />
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
