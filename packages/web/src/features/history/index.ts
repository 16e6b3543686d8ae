export { historyRoutes } from './history.routes.tsx';
