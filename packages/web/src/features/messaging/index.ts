export { messagingRoutes } from './messaging.routes.tsx';
