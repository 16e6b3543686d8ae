import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

// The chart library is downloaded when a dashboard first draws a chart, never by another screen.
const SalesChart = lazy(() => import('./sales-chart.tsx'));

/** A dashboard chart, a grey box of its height while the chart code loads. */
export function LazySalesChart(props: ComponentProps<typeof SalesChart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
      <SalesChart {...props} />
    </Suspense>
  );
}
