export { dashboardsRoutes } from './dashboards.routes.tsx';
