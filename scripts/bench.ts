/** Runs every benchmark in scripts/bench (or those named: npm run bench -- health games). */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const all = readdirSync('scripts/bench')
  .filter((file) => file.endsWith('.ts') && file !== 'support.ts')
  .map((file) => file.replace(/\.ts$/, ''));
let failed = false;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${name}.ts`], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
