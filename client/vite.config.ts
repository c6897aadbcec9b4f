import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const api = process.env.VITE_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // '@/…' is client/src (the same alias as tsconfig `paths`).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    port: 5173,
    // '^/api/' (not '/api') so the client's own /api-test page is not sent to the API.
    proxy: { '^/api/': api, '/uploads': api },
  },
  // The browser build (dist, with a manifest naming each page's chunk) and the server render's build (dist-server, `vite build --ssr`).
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'] },
});
