export { listingsRoutes } from './listings.routes.tsx';
