import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': dir('./src/shared'), '@client': dir('./src/client'), '@server': dir('./src/server') };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Fault tests: each file starts its own throwaway PostgreSQL 15 and spawns real app processes
        // (`npm run test:ops`). Kept out of `server`, which runs on one shared template database.
        resolve: { alias },
        test: {
          name: 'ops',
          environment: 'node',
          include: ['src/test/ops/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
          setupFiles: ['src/test/client-setup.ts'],
        },
      },
    ],
  },
});
