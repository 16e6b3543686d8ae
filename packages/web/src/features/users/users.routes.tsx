import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const UsersPage = lazy(() =>
  import('./pages/users-page.tsx').then((module) => ({ default: module.UsersPage })),
);

export const usersRoutes: RouteObject[] = [{ path: '/users', element: <UsersPage /> }];
