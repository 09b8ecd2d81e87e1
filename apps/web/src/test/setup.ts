import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';

// `findBy…` and `waitFor` wait for what the user would see; a second is too short when every core is busy
// (a lazy screen's first load), so they wait up to five.
configure({ asyncUtilTimeout: 5_000 });

// The app loads the common catalogue (navigation, error texts) before its first screen: so do the tests.
beforeAll(() => Promise.all([i18n.loadNamespaces('common', 'en'), i18n.loadNamespaces('common', 'ar')]));

// An unexpected console.error or console.warn fails the test.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});
