import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MessageTabs } from '../components/message-tabs.tsx';

export function MessagingLayout() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <MessageTabs />
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
