import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PublicLayout } from './layouts/public-layout';
import { NotFound } from './routes/not-found';
import { RouteError } from './routes/route-error';

const comingSoon = () => import('./routes/coming-soon');
/** Login required (spec route table): wraps the routes that need a session. */
const protectedRoute = () => import('./routes/protected');

/** Every screen is a lazy route module; only the public shell is in the first download. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: () => import('./routes/public/landing') },
          { path: 'about', lazy: () => import('./routes/public/about') },
          { path: 'legal', lazy: () => import('./routes/public/legal') },
          {
            lazy: () => import('./layouts/query-shell'),
            children: [
              { path: 'login', lazy: () => import('@/features/auth/routes/login') },
              { path: 'signup', lazy: () => import('@/features/auth/routes/signup') },
              { path: 'forgot-password', lazy: () => import('@/features/auth/routes/forgot-password') },
              { path: 'reset-password', lazy: () => import('@/features/auth/routes/reset-password') },
              { path: 'payment/error', lazy: comingSoon },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/dashboard-layout'),
        children: [
          { path: 'play', lazy: comingSoon },
          { path: 'games', lazy: comingSoon },
          { path: 'store', lazy: comingSoon },
          {
            lazy: protectedRoute,
            children: [
              { path: 'profile', lazy: () => import('@/features/profile/routes/profile') },
              { path: 'bugs', lazy: () => import('@/features/feedback/routes/report-issue') },
              { path: 'purchase-history', lazy: comingSoon },
              { path: 'payment/success', lazy: comingSoon },
            ],
          },
        ],
      },
      {
        path: 'jeopardy',
        lazy: () => import('./layouts/game-layout'),
        children: [
          {
            lazy: protectedRoute,
            children: [
              { index: true, lazy: comingSoon },
              { path: '*', lazy: comingSoon },
            ],
          },
        ],
      },
      { path: 'payment-success', element: <Navigate to={{ pathname: '/payment/success' }} replace /> },
      { path: 'payment-failed', element: <Navigate to={{ pathname: '/payment/error' }} replace /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
