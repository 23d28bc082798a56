import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { saudaAliases } from '../aliases.ts';
import { routeHintsPlugin } from './route-hints-plugin.ts';

const apiTarget = process.env.SAUDA_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    routeHintsPlugin({
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      sameOriginApi: !process.env.VITE_SAUDA_API_URL,
    }),
  ],
  resolve: { alias: saudaAliases },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Everything the entry imports goes into one boot chunk. Left to itself Rolldown splits off every module the entry
    // shares with a page (React, SWR, the API client, small kit parts), and a first visit to a listing then asked
    // for 38 scripts; browsers open 6 connections per origin over HTTP/1.1, so a phone waited several round trips.
    // Now it asks for 12 and the page itself is unchanged.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
});
