import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite-plugins/precompress.plugin';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The gateway serves dist/ with an SPA fallback on :5020; in development the same origin is
// kept by proxying /api there, so the app never needs CORS.
export default defineConfig({
  root: here('.'),
  plugins: [react(), precompressPlugin()],
  resolve: {
    alias: {
      '@abhyas/contracts': here('../../libs/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:5020', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
});
