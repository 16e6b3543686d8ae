import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ImpLinksPage = lazy(() =>
  import('./pages/imp-links-page.tsx').then((m) => ({ default: m.ImpLinksPage })),
);

/** /imp-links: the important links everyone opens and an ADMIN edits. */
export const impLinksRoutes: RouteObject[] = [{ path: '/imp-links', element: <ImpLinksPage /> }];
