import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (scripts/dev.mjs) passes both ports, checked: the api's PORT and the dev server's WEB_DEV_PORT.
const api = `http://localhost:${process.env.PORT || 3000}`;
const devPort = Number(process.env.WEB_DEV_PORT || 5173);
const devOrigin = `http://localhost:${devPort}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // common/ is consumed from source: its NodeNext-style `.js` specifiers resolve to the .ts files.
    alias: { '@site/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)) },
  },
  // The messages (locales/*.json, 25-60 KB) as `JSON.parse('…')`: V8 parses a JSON string faster than
  // the same object as code (the Khmer file: ~2.4 -> ~1.9 ms in node, before any phone slowdown), and
  // they load before every app page hydrates. Only their default export is used.
  json: { namedExports: false, stringify: true },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // Three entries: the app (index.html -> main.tsx), the content pages' small enhance script and the
    // worker that loads the browser's Intl data off the main thread (intl-warmup.ts).
    rollupOptions: { input: { index: 'index.html', enhance: 'src/enhance.ts', intl: 'src/intl-warmup.ts' } },
  },
  // The terminal is shared with the api's log (npm run dev): keep what it said.
  clearScreen: false,
  server: {
    port: devPort,
    strictPort: true,
    proxy: {
      '/graphql': {
        target: api,
        ws: true,
        // The api opens WebSockets only to pages of PUBLIC_URL's origin (http://localhost:PORT here), and the
        // dev server's pages stand for those; any other page keeps its own Origin and is refused.
        configure: (proxy) =>
          proxy.on('proxyReqWs', (proxyReq, req) => {
            if (req.headers.origin === devOrigin) proxyReq.setHeader('origin', api);
          }),
      },
      '/api': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});
