import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: dir('./src/client'),
  publicDir: dir('./src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': dir('./src/shared'), '@client': dir('./src/client') },
  },
  build: { outDir: dir('./dist/client'), emptyOutDir: true, sourcemap: false },
  server: {
    // `npm run dev` serves the app on PORT and runs the API on API_PORT behind this proxy.
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
