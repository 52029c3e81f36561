import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { JobQueue } from './jobs';
import type { Mailer } from './mailer/mailer';
import type { PaymentProvider } from './payments/provider';
import type { PublicOrigin } from './public-origin';

/** Everything a feature needs from the outside world, built once in main.ts (or by the test factory). */
export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** Card payments: Stripe with a key, the offline test provider without. */
  payments: PaymentProvider;
  /** Where absolute links point (PUBLIC_URL, else the listening address); never taken from a request. */
  origin: PublicOrigin;
};
