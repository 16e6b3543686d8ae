import type { RouteObject } from 'react-router';
import { LoginPage } from './pages/login-page.tsx';

export const authRoutes: RouteObject[] = [{ path: '/login', element: <LoginPage /> }];
