import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // Maps are kept for error reports but never referenced from, or served with, the bundle.
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    port: 5173,
    // In development the portal's API calls go to the one server (npm run serve) on port 3000.
    proxy: { '/json': 'http://127.0.0.1:3000' },
  },
});
