import { existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const entries = { main: 'src/main.ts', 'cli/content': 'src/cli/content.ts', 'cli/admin': 'src/cli/admin.ts' };

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file))),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  // npm dependencies load from node_modules; workspace packages (TypeScript source) are bundled.
  external: Object.keys(pkg.dependencies ?? {}),
  sourcemap: true,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
}).catch(() => process.exit(1));
