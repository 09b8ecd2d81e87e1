import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PublicLayout } from './layouts/public-layout';
import { NotFound } from './routes/not-found';
import { RouteError } from './routes/route-error';

const comingSoon = () => import('./routes/coming-soon');

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
              { path: 'login', lazy: comingSoon },
              { path: 'signup', lazy: comingSoon },
              { path: 'forgot-password', lazy: comingSoon },
              { path: 'reset-password', lazy: comingSoon },
              { path: 'payment/error', lazy: comingSoon },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/dashboard-layout'),
        children: [
          { path: 'play', lazy: () => import('@/features/play/routes/play') },
          { path: 'games', lazy: () => import('@/features/games/routes/games') },
          { path: 'profile', lazy: comingSoon },
          { path: 'bugs', lazy: () => import('@/features/feedback/routes/report-issue') },
          { path: 'store', lazy: comingSoon },
          { path: 'purchase-history', lazy: comingSoon },
          { path: 'payment/success', lazy: comingSoon },
        ],
      },
      {
        path: 'jeopardy',
        lazy: () => import('./layouts/game-layout'),
        children: [
          { index: true, lazy: () => import('@/features/board/routes/no-game') },
          { path: ':gameId', lazy: () => import('@/features/board/routes/board') },
          { path: ':gameId/question/:questionId', lazy: () => import('@/features/board/routes/question') },
          { path: ':gameId/answer/:questionId', lazy: () => import('@/features/board/routes/answer') },
          { path: ':gameId/who-answered/:questionId', lazy: () => import('@/features/board/routes/who-answered') },
          { path: ':gameId/winner', lazy: () => import('@/features/board/routes/winner') },
          { path: '*', lazy: () => import('@/features/board/routes/no-game') },
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
