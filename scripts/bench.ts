/**
 * Runs every benchmark in scripts/bench (or those named: npm run bench -- health games). Options
 * after the names go to each script: npm run bench -- games --postgres postgres://...
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const wanted = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const all = readdirSync('scripts/bench')
  .filter((file) => file.endsWith('.ts') && file !== 'support.ts')
  .map((file) => file.replace(/\.ts$/, ''));
let failed = false;
for (const name of wanted.length ? wanted : all) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${name}.ts`, ...options], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
