import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React Router's package points every import at its development build (dev warnings on); the
 * production build it ships beside it is what players download.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // Every browser the app supports preloads modules itself: no polyfill in the landing's script.
    modulePreload: { polyfill: false },
    // The server renderer (dist/ssr) needs none of the site's files.
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // Read by the prerender step (scripts/prerender.ts) to preload each page's lazy chunks.
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Libraries that lazy screens share, one file each instead of one per module: a phone on a
        // slow network pays a round trip per file, and a sign-in page had been 30 files.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What the entry loads anyway and lazy screens share: one file instead of eight.
            { name: 'core', test: /node_modules[\\/](react|clsx)[\\/]|[\\/]src[\\/](lib[\\/](api-client|service-status|cn)|render[\\/]use-remote)\.ts$|[\\/]light-icons\.ts$|preload-helper|rolldown[\\/]runtime/ },
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'dialogs', test: /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|@floating-ui)[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
}));
