export { billsDashboardRoutes } from './bills-dashboard.routes.tsx';
