import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/req': 'http://localhost:8080', '/files': 'http://localhost:8080' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
