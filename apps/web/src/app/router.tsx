import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PublicLayout } from './layouts/public-layout';
import { Component as Landing } from './routes/public/landing';
import { LegacyRedirect } from './routes/legacy-redirect';
import { NotFound } from './routes/not-found';
import { PageRoot } from './routes/page-root';
import { RouteError } from './routes/route-error';

/** Login required (spec route table): wraps the routes that need a session. */
const protectedRoute = () => import('./routes/protected');

/**
 * Every screen is a lazy route module except the landing page, which is in the first download with
 * the public shell: it is where most visits start, and one file costs less than several.
 */
export const routes: RouteObject[] = [
  {
    element: <PageRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, Component: Landing },
          { path: 'about', lazy: () => import('./routes/public/about') },
          { path: 'legal', lazy: () => import('./routes/public/legal') },
          {
            lazy: () => import('./layouts/query-shell'),
            children: [
              { path: 'login', lazy: () => import('@/features/auth/routes/login') },
              { path: 'signup', lazy: () => import('@/features/auth/routes/signup') },
              { path: 'forgot-password', lazy: () => import('@/features/auth/routes/forgot-password') },
              { path: 'reset-password', lazy: () => import('@/features/auth/routes/reset-password') },
              { path: 'confirm-email', lazy: () => import('@/features/auth/routes/confirm-email') },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/dashboard-layout'),
        children: [
          { path: 'play', lazy: () => import('@/features/play/routes/play') },
          { path: 'games', lazy: () => import('@/features/games/routes/games') },
          { path: 'store', lazy: () => import('@/features/purchases/routes/store') },
          { path: 'purchase-history', lazy: () => import('@/features/purchases/routes/purchase-history') },
          // In the dashboard: a signed-in buyer keeps the wallet and the sidebar (visitors see it too).
          { path: 'payment/error', lazy: () => import('@/features/purchases/routes/payment-error') },
          {
            lazy: protectedRoute,
            children: [
              { path: 'profile', lazy: () => import('@/features/profile/routes/profile') },
              { path: 'bugs', lazy: () => import('@/features/feedback/routes/report-issue') },
              { path: 'payment/success', lazy: () => import('@/features/purchases/routes/payment-success') },
              { path: 'admin', lazy: () => import('@/features/admin/routes/admin') },
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
              { index: true, lazy: () => import('@/features/board/routes/no-game') },
              { path: ':gameId', lazy: () => import('@/features/board/routes/board') },
              { path: ':gameId/question/:questionId', lazy: () => import('@/features/board/routes/question') },
              { path: ':gameId/answer/:questionId', lazy: () => import('@/features/board/routes/answer') },
              { path: ':gameId/who-answered/:questionId', lazy: () => import('@/features/board/routes/who-answered') },
              { path: ':gameId/winner', lazy: () => import('@/features/board/routes/winner') },
              { path: '*', lazy: () => import('@/features/board/routes/no-game') },
            ],
          },
        ],
      },
      { path: 'payment-success', element: <LegacyRedirect to="/payment/success" /> },
      { path: 'payment-failed', element: <LegacyRedirect to="/payment/error" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
