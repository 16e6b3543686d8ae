export { orderDatabaseRoutes } from './order-database.routes.tsx';
export { ORDER_DATABASE_PATH } from './paths.ts';
