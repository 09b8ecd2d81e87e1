import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from '@app/shared/app-pages';
import { routes } from './router';

/** Every address the router shows a screen for (`*` under a path: everything under it; the last catch-all is the not-found page). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index ? [here || '/'] : route.path !== undefined && !route.children ? [here] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('the server knows the app’s screens', () => {
  it('APP_PAGE_PATHS names exactly the router’s addresses, parameters as `/*`', () => {
    const paths = pagePaths(routes)
      .filter((path) => path !== '/*')
      .map((path) => path.replace(/\/:.*$/, '/*'));
    expect([...new Set(paths)].sort()).toEqual([...APP_PAGE_PATHS].sort());
  });
});
