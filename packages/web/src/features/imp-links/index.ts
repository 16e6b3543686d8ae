export { impLinksRoutes } from './imp-links.routes.tsx';
