import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { CategoriesResponse } from '@app/shared/contracts/content';

type Pack = { groups: { slug: string; nameEn: string }[]; categories: { slug: string; group: string }[] };
const pack = JSON.parse(readFileSync('apps/server/content/pack.json', 'utf8')) as Pack;

test('a fresh install serves the shipped question pack, each category with its own image', async ({ request }) => {
  const response = await request.get('/api/categories');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  // Other specs share this server and may add categories in the console: only the shipped ones count here.
  const shipped = new Set(pack.categories.map((c) => c.slug));
  const groups = ((await response.json()) as CategoriesResponse).groups
    .map((g) => ({ ...g, categories: g.categories.filter((c) => shipped.has(c.slug)) }))
    .filter((g) => g.categories.length > 0);
  expect(groups.map((g) => [g.slug, g.nameEn])).toEqual(pack.groups.map((g) => [g.slug, g.nameEn]));
  const listed = groups.flatMap((g) => g.categories.map((c) => ({ ...c, group: g.slug })));
  expect(listed.map((c) => [c.slug, c.group])).toEqual(pack.categories.map((c) => [c.slug, c.group]));
  for (const category of listed) {
    expect(category.remainingGames, category.slug).toBeGreaterThanOrEqual(2);
    const image = await request.get(category.imageUrl!);
    expect(image.status(), category.imageUrl!).toBe(200);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
  }
});
