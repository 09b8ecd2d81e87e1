import type { Language } from '@app/shared/constants';

/**
 * The public pages built to static HTML in both languages (English at the path, Arabic at
 * `?lang=ar`): their catalogues and the keys of their title and description.
 */
export type PrerenderedPage = {
  path: string;
  file: string;
  /** The lazy route modules (source paths), preloaded with the main script. */
  modules: string[];
  namespaces: string[];
  /** Also built as a visitor without a session cookie sees it (the sign-in forms, not their session check). */
  visitorVariant?: boolean;
  title: string;
  description: string;
};

const QUERY_SHELL = 'src/app/layouts/query-shell.tsx';
const DASHBOARD = 'src/app/layouts/dashboard-layout.tsx';
const GAME_LAYOUT = 'src/app/layouts/game-layout.tsx';

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: '/', file: 'index', modules: [], namespaces: ['common', 'landing'], title: 'landing:meta.title', description: 'landing:meta.description' },
  { path: '/about', file: 'about', modules: ['src/app/routes/public/about.tsx'], namespaces: ['common', 'landing'], title: 'landing:about.metaTitle', description: 'landing:about.metaDescription' },
  { path: '/legal', file: 'legal', modules: ['src/app/routes/public/legal.tsx'], namespaces: ['common', 'legal'], title: 'legal:title', description: 'legal:intro' },
  { path: '/login', file: 'login', modules: [QUERY_SHELL, 'src/features/auth/routes/login.tsx'], namespaces: ['common', 'auth'], visitorVariant: true, title: 'auth:login.metaTitle', description: 'auth:login.subtitle' },
  { path: '/signup', file: 'signup', modules: [QUERY_SHELL, 'src/features/auth/routes/signup.tsx'], namespaces: ['common', 'auth'], visitorVariant: true, title: 'auth:signup.metaTitle', description: 'auth:signup.subtitle' },
];

export const PRERENDERED_LANGUAGES: Language[] = ['en', 'ar'];

/** What every signed-in screen asks the server for first: who is signed in, and the site's settings. */
const SHELL_REQUESTS = ['/api/auth/session', '/api/site'];

export type ShellPage = {
  path: string;
  file: string;
  modules: string[];
  namespaces: string[];
  requests: string[];
  /** A game screen: a phone held upright is asked to turn before the app has run (DECISIONS 31). */
  asksToTurn?: boolean;
};

/**
 * Signed-in entry pages. For a browser with a session cookie the server renders them with the
 * player's data (render/render-for-player.tsx); otherwise, or when it cannot, it answers with the
 * app's shell plus preloads of their route chunks, of their catalogues (in the language the
 * browser's `lang` cookie names) and of their first requests, so these download with the main
 * script instead of one after another.
 */
export const SHELL_PAGES: ShellPage[] = [
  { path: '/play', file: 'play', modules: [DASHBOARD, 'src/features/game/new/routes/play.tsx'], namespaces: ['common', 'auth', 'play'], requests: [...SHELL_REQUESTS, '/api/categories'] },
  { path: '/store', file: 'store', modules: [DASHBOARD, 'src/features/purchases/routes/store.tsx'], namespaces: ['common', 'auth', 'store'], requests: [...SHELL_REQUESTS, '/api/store/packages'] },
  { path: '/games', file: 'games', modules: [DASHBOARD, 'src/features/game/list/routes/games.tsx'], namespaces: ['common', 'auth', 'games'], requests: [...SHELL_REQUESTS, '/api/games'] },
  { path: '/jeopardy/:gameId', file: 'board', modules: [GAME_LAYOUT, 'src/app/routes/protected.tsx', 'src/features/game/board/routes/board.tsx'], namespaces: ['common', 'game', 'tv'], requests: SHELL_REQUESTS, asksToTurn: true },
];
