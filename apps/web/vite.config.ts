import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React Router's package points every import at its development build (dev warnings on); the
 * production build it ships beside it is what players download.
 */
const reactRouterProduction = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ command }) => ({
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
    sourcemap: false,
    // Read by the prerender step (scripts/prerender.ts) to preload each page's lazy chunks.
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 800,
  },
}));
