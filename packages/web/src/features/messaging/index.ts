export { messagingRoutes } from './messaging.routes.tsx';
export { MESSAGE_SCREEN_PATHS } from './message-screens.ts';
