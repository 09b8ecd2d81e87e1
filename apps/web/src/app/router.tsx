import { useRoutes, type RouteObject } from 'react-router';
import { PageSuspense } from './layouts/page-suspense';
import { PublicLayout } from './layouts/public-layout';
import { lazyElement, lazyScreen } from './lazy-screen';
import { Component as Landing } from './routes/public/landing';
import { LegacyRedirect } from './routes/legacy-redirect';
import { NotFound } from './routes/not-found';
import { PageRoot } from './routes/page-root';

/** Login required (spec route table): wraps the routes that need a session. */
const Protected = lazyScreen(() => import('./routes/protected'));
const About = lazyScreen(() => import('./routes/public/about'));
const Legal = lazyScreen(() => import('./routes/public/legal'));
const QueryShell = lazyScreen(() => import('./layouts/query-shell'));
const Login = lazyScreen(() => import('@/features/auth/routes/login'));
const Signup = lazyScreen(() => import('@/features/auth/routes/signup'));
const ForgotPassword = lazyScreen(() => import('@/features/auth/routes/forgot-password'));
const ResetPassword = lazyScreen(() => import('@/features/auth/routes/reset-password'));
const ConfirmEmail = lazyScreen(() => import('@/features/auth/routes/confirm-email'));
const OperatorPassword = lazyScreen(() => import('@/features/auth/routes/operator-password'));
const DashboardLayout = lazyScreen(() => import('./layouts/dashboard-layout'));
const Play = lazyScreen(() => import('@/features/game/new/routes/play'));
const Games = lazyScreen(() => import('@/features/game/list/routes/games'));
const Store = lazyScreen(() => import('@/features/purchases/routes/store'));
const PurchaseHistory = lazyScreen(() => import('@/features/purchases/routes/purchase-history'));
const GiftPage = lazyScreen(() => import('@/features/purchases/routes/gift'));
const PaymentError = lazyScreen(() => import('@/features/purchases/routes/payment-error'));
const Profile = lazyScreen(() => import('@/features/profile/routes/profile'));
const Mine = lazyScreen(() => import('@/features/own-categories/routes/my-categories'));
const SharedCategory = lazyScreen(() => import('@/features/own-categories/routes/shared-category'));
const ReportIssue = lazyScreen(() => import('@/features/feedback/routes/report-issue'));
const PaymentSuccess = lazyScreen(() => import('@/features/purchases/routes/payment-success'));
const Admin = lazyScreen(() => import('@/features/admin/routes/admin'));
/** The console's sections (features/admin/console-sections.ts names their addresses). */
const adminSections: RouteObject[] = [
  { index: true, element: lazyElement(() => import('@/features/admin/routes/sections/overview')) },
  ...(
    [
      ['players', () => import('@/features/admin/routes/sections/players')],
      ['notifications', () => import('@/features/admin/routes/sections/notifications')],
      ['points', () => import('@/features/admin/routes/sections/points')],
      ['purchases', () => import('@/features/admin/routes/sections/purchases')],
      ['sales', () => import('@/features/admin/routes/sections/sales')],
      ['packages', () => import('@/features/admin/routes/sections/packages')],
      ['content', () => import('@/features/admin/routes/sections/content')],
      ['suggestions', () => import('@/features/admin/routes/sections/suggestions')],
      ['occasions', () => import('@/features/admin/routes/sections/occasions')],
      ['site', () => import('@/features/admin/routes/sections/site')],
      ['settings', () => import('@/features/admin/routes/sections/settings')],
      ['reports', () => import('@/features/admin/routes/sections/reports')],
      ['operators', () => import('@/features/admin/routes/sections/operators')],
      ['audit', () => import('@/features/admin/routes/sections/audit')],
    ] as const
  ).map(([path, load]) => ({ path, element: lazyElement(load) })),
];
const GameLayout = lazyScreen(() => import('./layouts/game-layout'));
const NoGame = lazyScreen(() => import('@/features/game/board/routes/no-game'));
const Board = lazyScreen(() => import('@/features/game/board/routes/board'));
const Question = lazyScreen(() => import('@/features/game/board/routes/question'));
const Answer = lazyScreen(() => import('@/features/game/board/routes/answer'));
const WhoAnswered = lazyScreen(() => import('@/features/game/board/routes/who-answered'));
const Winner = lazyScreen(() => import('@/features/game/board/routes/winner'));
const TvScreen = lazyScreen(() => import('@/features/game/tv/routes/tv'));
const BuzzScreen = lazyScreen(() => import('@/features/game/phone/routes/buzz'));

/**
 * Every screen downloads when first shown except the landing page, which is in the first download
 * with the public shell: it is where most visits start, and one file costs less than several.
 * The declarative router (no loaders or actions) keeps that first download small.
 */
export const routes: RouteObject[] = [
  {
    element: <PageRoot />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <Landing /> },
          { path: 'about', element: <About /> },
          { path: 'legal', element: <Legal /> },
          {
            element: <QueryShell />,
            children: [
              { path: 'login', element: <Login /> },
              { path: 'signup', element: <Signup /> },
              { path: 'forgot-password', element: <ForgotPassword /> },
              { path: 'reset-password', element: <ResetPassword /> },
              { path: 'confirm-email', element: <ConfirmEmail /> },
              { path: 'operator-password', element: <OperatorPassword /> },
            ],
          },
        ],
      },
      {
        element: <DashboardLayout />,
        children: [
          { path: 'play', element: <Play /> },
          { path: 'games', element: <Games /> },
          { path: 'store', element: <Store /> },
          {
            element: <PageSuspense />,
            children: [
              { path: 'purchase-history', element: <PurchaseHistory /> },
              // Where a gift's e-mail leads: a visitor is asked to sign in or sign up, then comes back.
              { path: 'gift', element: <GiftPage /> },
              // In the dashboard: a signed-in buyer keeps the wallet and the sidebar (visitors see it too).
              { path: 'payment/error', element: <PaymentError /> },
              {
                element: <Protected />,
                children: [
                  { path: 'profile', element: <Profile /> },
                  { path: 'my-categories', element: <Mine /> },
                  { path: 'my-categories/:id', element: <Mine /> },
                  // A category shared by link: signed in only (a visitor logs in and comes back); never prerendered.
                  { path: 'shared/:token', element: <SharedCategory /> },
                  { path: 'bugs', element: <ReportIssue /> },
                  { path: 'payment/success', element: <PaymentSuccess /> },
                  { path: 'admin', element: <Admin />, children: adminSections },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'jeopardy',
        element: <GameLayout />,
        children: [
          {
            element: <Protected />,
            children: [
              { index: true, element: <NoGame /> },
              { path: ':gameId', element: <Board /> },
              { path: ':gameId/question/:questionId', element: <Question /> },
              { path: ':gameId/answer/:questionId', element: <Answer /> },
              { path: ':gameId/who-answered/:questionId', element: <WhoAnswered /> },
              { path: ':gameId/winner', element: <Winner /> },
              { path: '*', element: <NoGame /> },
            ],
          },
        ],
      },
      {
        // A TV screen needs no account: its pairing code is its access (DECISIONS.md 25).
        path: 'tv',
        element: <GameLayout />,
        children: [{ index: true, element: <TvScreen /> }],
      },
      // A player's phone buzzer needs no account either: the TV's join code (DECISIONS.md 26).
      { path: 'buzz', element: <BuzzScreen /> },
      { path: 'payment-success', element: <LegacyRedirect to="/payment/success" /> },
      { path: 'payment-failed', element: <LegacyRedirect to="/payment/error" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The app's screens for the address in view (inside a BrowserRouter, or a StaticRouter when prerendering). */
export function AppRoutes() {
  return useRoutes(routes);
}
