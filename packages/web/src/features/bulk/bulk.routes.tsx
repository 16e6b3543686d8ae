import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BulkLayout } from './pages/bulk-layout.tsx';

const ProductTab = lazy(() => import('./pages/product-tab.tsx').then((m) => ({ default: m.ProductTab })));
const ListingTab = lazy(() => import('./pages/listing-tab.tsx').then((m) => ({ default: m.ListingTab })));
const DownloadTab = lazy(() => import('./pages/download-tab.tsx').then((m) => ({ default: m.DownloadTab })));
const ProfitTab = lazy(() => import('./pages/profit-tab.tsx').then((m) => ({ default: m.ProfitTab })));
const ImageDownloadTab = lazy(() =>
  import('./pages/image-download-tab.tsx').then((m) => ({ default: m.ImageDownloadTab })),
);

const TextToSpeechTab = lazy(() =>
  import('./pages/text-to-speech-tab.tsx').then((m) => ({ default: m.TextToSpeechTab })),
);

/** The Bulk area: one exact route per tab. */
export const bulkRoutes: RouteObject[] = [
  {
    element: <BulkLayout />,
    children: [
      { path: '/bulk', element: <ProductTab /> },
      { path: '/bulk/list', element: <ListingTab /> },
      { path: '/bulk/download', element: <DownloadTab /> },
      { path: '/bulk/profit', element: <ProfitTab /> },
      { path: '/bulk/download/image', element: <ImageDownloadTab /> },
      { path: '/bulk/texttospeech', element: <TextToSpeechTab /> },
    ],
  },
];
