import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { saudaAliases } from '../aliases.ts';

const apiTarget = process.env.SAUDA_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: saudaAliases },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: true, target: 'es2022' },
});
