import { describe, expect, it } from 'vitest';
import { BoardContentCache, type BoardContent } from './board-content-cache';

const content = (name: string): BoardContent => ({
  categories: [{ categoryId: 1, slug: name, nameEn: name, nameAr: name, imageUrl: null }],
  questions: {},
});

describe('BoardContentCache', () => {
  it('loads once and answers from memory until the entry expires', async () => {
    let now = 1_000;
    const cache = new BoardContentCache(10, 60_000, () => now);
    let loads = 0;
    const load = async () => content(`load-${++loads}`);
    expect((await cache.get('7:ABC234', load)).categories[0]!.slug).toBe('load-1');
    now += 59_999;
    expect((await cache.get('7:ABC234', load)).categories[0]!.slug).toBe('load-1');
    now += 1;
    expect((await cache.get('7:ABC234', load)).categories[0]!.slug).toBe('load-2');
    expect(loads).toBe(2);
  });

  it('keeps at most maxEntries games, dropping the least recently used', async () => {
    const cache = new BoardContentCache(2, 60_000, () => 0);
    const loaded: number[] = [];
    const get = (id: number) => cache.get(String(id), async () => (loaded.push(id), content(String(id))));
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recent
    await get(3); // evicts 2
    expect(cache.size).toBe(2);
    await get(1);
    await get(2);
    expect(loaded).toEqual([1, 2, 3, 2]);
  });

  it('does not keep a failed load', async () => {
    const cache = new BoardContentCache(10, 60_000, () => 0);
    await expect(cache.get('1', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect((await cache.get('1', async () => content('ok'))).categories[0]!.slug).toBe('ok');
  });
});
