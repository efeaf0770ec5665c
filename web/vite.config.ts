import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // common/ is consumed from source: its NodeNext-style `.js` specifiers resolve to the .ts files.
    alias: { '@site/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});
