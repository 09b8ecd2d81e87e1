import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { NotFound } from './routes/not-found';
import { RouteError } from './routes/route-error';

const comingSoon = () => import('./routes/coming-soon');

/** Every screen is a lazy route module; only the public shell is in the first download. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
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
              { path: 'login', lazy: comingSoon },
              { path: 'signup', lazy: comingSoon },
              { path: 'forgot-password', lazy: comingSoon },
              { path: 'reset-password', lazy: comingSoon },
              { path: 'payment/error', lazy: () => import('@/features/payments/routes/payment-error') },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/dashboard-layout'),
        children: [
          { path: 'play', lazy: comingSoon },
          { path: 'games', lazy: comingSoon },
          { path: 'profile', lazy: comingSoon },
          { path: 'bugs', lazy: comingSoon },
          { path: 'store', lazy: () => import('@/features/store/routes/store') },
          { path: 'purchase-history', lazy: () => import('@/features/history/routes/purchase-history') },
          { path: 'payment/success', lazy: () => import('@/features/payments/routes/payment-success') },
        ],
      },
      {
        path: 'jeopardy',
        lazy: () => import('./layouts/game-layout'),
        children: [
          { index: true, lazy: comingSoon },
          { path: '*', lazy: comingSoon },
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
