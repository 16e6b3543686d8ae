export { usersRoutes } from './users.routes.tsx';
