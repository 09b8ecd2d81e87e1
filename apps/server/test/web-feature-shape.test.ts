import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../web/src');
const FEATURES = path.join(SRC, 'features');

function sourcesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) for (const [file, text] of sourcesUnder(full)) found.set(file, text);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.set(full, readFileSync(full, 'utf8'));
  }
  return found;
}

/** `game/board` for a file in features/game/board/...; null for a file at a feature's root or outside features. */
function subFeatureOf(file: string): string | null {
  const parts = path.relative(FEATURES, file).split(path.sep);
  return parts[0] !== '..' && parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
}

/** Every `from>to` import between two sub-features of one feature. */
function subFeatureEdges(sources: Map<string, string>): Set<string> {
  const edges = new Set<string>();
  for (const [file, text] of sources) {
    const from = subFeatureOf(file);
    if (!from) continue;
    for (const [, specifier] of text.matchAll(/from ['"]([^'"]+)['"]/g)) {
      const target = specifier!.startsWith('@/') ? path.join(SRC, specifier!.slice(2)) : specifier!.startsWith('.') ? path.resolve(path.dirname(file), specifier!) : null;
      const to = target ? subFeatureOf(`${target}.ts`) : null;
      if (to && to !== from && to.split('/')[0] === from.split('/')[0]) edges.add(`${from}>${to}`);
    }
  }
  return edges;
}

/** Pairs of sub-features of one feature that import each other (each pair once, sorted). */
function twoWayPairs(sources: Map<string, string>): string[][] {
  const edges = subFeatureEdges(sources);
  return [...edges]
    .map((edge) => edge.split('>'))
    .filter(([from, to]) => edges.has(`${to}>${from}`) && from! < to!);
}

describe("the web app's features", () => {
  const sources = sourcesUnder(FEATURES);

  it('have no two sub-features of a feature importing each other', () => {
    expect(twoWayPairs(sources)).toEqual([]);
  });

  it('find a deliberate bad import: the board using the games list, which uses the board', () => {
    const withBadImport = new Map(sources);
    const file = path.join(FEATURES, 'game', 'board', 'api', 'game-actions.ts');
    withBadImport.set(file, `import { getGames } from '../../list/api/get-games';\n${sources.get(file)!}`);
    expect(twoWayPairs(withBadImport)).toEqual([['game/board', 'game/list']]);
  });

  it("keep the game screens' shared parts (screen-kit) free of the host's board, the TV and the phone", () => {
    const fromScreenKit = [...subFeatureEdges(sources)].filter((edge) => edge.startsWith('game/screen-kit>'));
    expect(fromScreenKit).toEqual([]);
  });

  it('find a deliberate bad import: the TV using the host\'s board, which uses the TV', () => {
    const withBadImports = new Map(sources);
    const tvFile = path.join(FEATURES, 'game', 'tv', 'routes', 'tv.tsx');
    const boardFile = path.join(FEATURES, 'game', 'board', 'routes', 'board.tsx');
    withBadImports.set(tvFile, `import { postGameAction } from "../../board/api/game-actions";\n${sources.get(tvFile)!}`);
    withBadImports.set(boardFile, `import { pairTv } from '@/features/game/tv/api/tv-api';\n${sources.get(boardFile)!}`);
    expect(twoWayPairs(withBadImports)).toEqual([['game/board', 'game/tv']]);
  });
});
