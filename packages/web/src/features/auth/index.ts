// What the app layer uses from the auth feature.
export { authRoutes } from './auth.routes.tsx';
export { meQueryKey, useMe } from './api/get-me.ts';
