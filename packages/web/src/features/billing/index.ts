export { billingAdminRoutes, billingRoutes } from './billing.routes.tsx';
