import { parseEnv, type Env } from '../server/env';

/** The administrator every test database starts with (seeded once into the template). */
export const TEST_ADMIN = { email: 'admin@crewdesk.test', password: 'admin-password-42' } as const;

/** Environment of the app under test; `overrides` win. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '10000',
    ...overrides,
  });
}
