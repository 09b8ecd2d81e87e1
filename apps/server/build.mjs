import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const entries = { main: 'src/main.ts', 'cli/content': 'src/cli/content.ts', 'cli/admin': 'src/cli/admin.ts' };

/**
 * PAYMENT_SANDBOX=exclude leaves the payment sandbox out of the bundle (a production build that
 * only talks to the real gateway): its one entry point becomes a module that refuses to start.
 */
const withoutPaymentSandbox = {
  name: 'without-payment-sandbox',
  setup(builder) {
    builder.onResolve({ filter: /\/payments\/sandbox\/routes$/ }, (args) => ({ path: args.path, namespace: 'no-payment-sandbox' }));
    builder.onLoad({ filter: /.*/, namespace: 'no-payment-sandbox' }, () => ({
      loader: 'js',
      contents:
        "export function registerSandboxRoutes() { throw new Error('This build leaves out the payment sandbox: set PAYMENT_PROVIDER=myfatoorah.'); }",
    }));
  },
};
const excludeSandbox = process.env.PAYMENT_SANDBOX === 'exclude';

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
  plugins: excludeSandbox ? [withoutPaymentSandbox] : [],
}).catch(() => process.exit(1));
// The render threads' code (src/modules/pages/render-worker.mjs) is a file Node runs as it is: beside main.js,
// where the bundled render pool looks for it.
copyFileSync('src/modules/pages/render-worker.mjs', 'dist/render-worker.mjs');
