export { bulkRoutes } from './bulk.routes.tsx';
