import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, waitForJob, waitForOutbox, type TestApp } from '../../../test/app';
import { PASSWORD_RESET_JOB } from './auth.service';

/**
 * Whether an address has an account must not show in how forgot-password answers, nor in how long it takes:
 * compared here by the SQL each request runs before its answer is sent, which wall-clock noise cannot blur.
 */
/**
 * On PostgreSQL the job queue's workers share the pool and poll it every second: their fetch, completion and upkeep
 * statements (anything on pg-boss's tables but the request's own job) may fall inside a request and are not its work.
 */
const isBackgroundJobWork = (text: string) => /\bpgboss\./.test(text) && !/^\s*INSERT INTO pgboss\.job\b/.test(text);

describe('forgot-password answers before any work on the address', () => {
  let t: TestApp;
  let recording: string[] | undefined;
  let beforeAnswer: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const client = (t.ctx.database.pglite ?? t.ctx.database.pool) as unknown as {
      query: (...args: unknown[]) => unknown;
    };
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (!isBackgroundJobWork(text)) recording?.push(text);
      return query(...args);
    };
    // One request at a time, with the job queue idle: the job a request queues only starts after its answer.
    t.app.addHook('onRequest', async () => void (recording = []));
    t.app.addHook('onSend', async () => {
      beforeAnswer = recording ?? [];
      recording = undefined;
    });
  });
  afterAll(() => t.close());

  async function statementsBeforeAnswer(email: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    expect(response.statusCode).toBe(200);
    await waitForJob(t.db, PASSWORD_RESET_JOB, ['email', email]);
    return { body: response.body, statements: beforeAnswer };
  }

  it('runs the same statements for a known and an unknown address, none of them on the account', async () => {
    const user = await seedUser(t.db);
    const known = await statementsBeforeAnswer(user.email);
    // The work still happens, after the answer; its e-mail is delivered before the next request is recorded.
    await waitForOutbox(t.db, (m) => m.to === user.email && m.subject === 'Reset your password' && m.attempts > 0);
    const unknown = await statementsBeforeAnswer('nobody-here@example.com');

    expect(unknown.body).toBe(known.body);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.statements.join('\n')).not.toMatch(/"users"|"email_outbox"/);
  });
});
