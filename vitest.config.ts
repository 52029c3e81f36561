import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': dir('./src/shared'), '@client': dir('./src/client'), '@server': dir('./src/server') };

export default defineConfig({
  test: {
    // A worker a core (Vitest's default leaves one for itself, which sits idle while the files run): on two cores
    // that halves the suite's time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'src/test/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/setup.ts'],
          // The files share each worker's module cache: the server's modules load once a worker, not once a file
          // (half the suite's CPU time). Each file still builds its own app on its own database; nothing mocks a
          // module, and what modules keep (prepared statements, the week cache) is keyed by the database.
          isolate: false,
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
          // The files share each worker's modules and document (about four times faster than a fresh jsdom and
          // module graph each); client-setup.ts puts back after each file what a file may change of them.
          isolate: false,
          // Every screen is drawn from a process in Tokyo, far from its businesses (Los Angeles, New York): a time
          // written in the browser's zone instead of the business's lands on another hour, often another day.
          env: { TZ: 'Asia/Tokyo' },
          // Room for a screen's findBy (5 s, client-setup.ts) and what follows on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
