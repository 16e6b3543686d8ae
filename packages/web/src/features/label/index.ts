export { labelRoutes } from './label.routes.tsx';
