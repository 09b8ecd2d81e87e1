import { use, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type ScreenModule = { Component: ComponentType };
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * A screen whose code downloads when it is first shown (it suspends until then), or earlier with
 * `preload()`: a screen already loaded renders at once, which the prerendered pages need in order
 * to be built and hydrated without a loading state.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.Component;
    }));
  function Screen() {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

/** The element of a lazy screen (for route tables built from a list). */
export function lazyElement(load: () => Promise<ScreenModule>): ReactElement {
  const Screen = lazyScreen(load);
  return <Screen />;
}

function isLazyScreen(type: unknown): type is LazyScreen {
  return typeof type === 'function' && 'preload' in type;
}

/** Loads every lazy screen the path shows (its layouts and its page), so it renders without suspending. */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as ReactElement | undefined)?.type;
      return isLazyScreen(type) ? type.preload() : undefined;
    }),
  );
}
