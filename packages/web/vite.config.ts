import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const backend = 'http://localhost:3000';

// `vite build --mode profile` makes the render-profile build (docs/performance.md, "Render stability"):
// React's profiling build, so that <Profiler> reports in a real browser, written beside the real one.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: mode === 'profile' ? { alias: { 'react-dom/client': 'react-dom/profiling' } } : {},
  build: {
    outDir: fileURLToPath(new URL(mode === 'profile' ? './dist-profile' : './dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/auth': backend,
      '/files': backend,
      '/healthz': backend,
    },
  },
}));
