export { marketplaceReportsRoutes } from './marketplace-reports.routes.tsx';
