import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The renderer's build, shared by the desktop app (electron-vite) and the browser build (npm run web). */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  // Absolute asset paths: deep links (/sells/leads/42) load from app://crm and from the web server alike.
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  build: {
    outDir: resolve(import.meta.dirname, 'out/renderer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') },
  },
});
