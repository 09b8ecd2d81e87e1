import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The server's source files (tests left out), by path relative to `src`, with their text. */
export function readSources(srcDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) sources.set(path.relative(srcDir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(srcDir);
  return sources;
}

/** Which module uses which: an arrow for every relative import from one `modules/<name>` to another. */
export function moduleGraph(sources: Map<string, string>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of sources) {
    const [top, from] = file.split(path.sep);
    if (top !== 'modules' || !from) continue;
    for (const match of text.matchAll(IMPORT)) {
      const target = path.normalize(path.join(path.dirname(file), match[1] ?? match[2]!)).split(path.sep);
      if (target[0] !== 'modules' || !target[1] || target[1] === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(target[1]);
    }
  }
  return graph;
}

/** The groups of modules that import each other round in a loop (Tarjan's strongly connected components), each sorted. */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
