import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages as m, type Feedback } from '../../../shared/feedback/feedback.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  adminSession,
  call,
  feedbackForm,
  feedbackTables,
  MISSING_ID,
  userWithSession,
  type Method,
} from './feedback-fixtures';

describe('Feedback: who may do what, and what is refused', () => {
  let t: TestApp;
  let admin: string;
  let owner: { user: { id: number }; cookie: string };
  let other: { user: { id: number }; cookie: string };
  let target: Feedback;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await adminSession(t.db)).cookie;
    owner = await userWithSession(t.db);
    other = await userWithSession(t.db);
    const created = await call(t, 'POST', '/api/feedback', owner.cookie, feedbackForm());
    expect(created.statusCode, created.body).toBe(201);
    target = created.json<Feedback>();
  });
  afterAll(() => t.close());

  const routes = (): [Method, string, object?][] => [
    ['GET', '/api/feedback'],
    ['GET', '/api/feedback/summary'],
    ['GET', `/api/feedback/${target.id}`],
    ['POST', '/api/feedback', feedbackForm()],
    ['PUT', `/api/feedback/${target.id}/status`, { status: 'closed' }],
    ['POST', `/api/feedback/${target.id}/responses`, { response: 'Fixed.', isInternal: false }],
  ];

  it('answers a visitor 401 and an unverified user 403 on every route, writing nothing', async () => {
    const unverified = await userWithSession(t.db, { emailVerified: false });
    const before = await feedbackTables(t.db);
    for (const [method, url, payload] of routes()) {
      const visitor = await call(t, method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Unauthorized' });
      const notVerified = await call(t, method, url, unverified.cookie, payload);
      expect(notVerified.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await feedbackTables(t.db)).toEqual(before);
  });

  it('refuses a non-administrator the status and responses calls (403), even with a bad body', async () => {
    const before = await feedbackTables(t.db);
    for (const [method, url, payload] of routes().slice(4)) {
      for (const body of [payload, { nonsense: true }]) {
        const response = await call(t, method, url, owner.cookie, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You need administrator privileges to access this page.' });
      }
    }
    expect(await feedbackTables(t.db)).toEqual(before);
  });

  it("answers another user's submission 404, exactly as a missing one; the administrator reads it", async () => {
    const theirs = await call(t, 'GET', `/api/feedback/${target.id}`, other.cookie);
    const missing = await call(t, 'GET', `/api/feedback/${MISSING_ID}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect(theirs.json()).toEqual({ message: m.notFound });
    const asAdmin = await call(t, 'GET', `/api/feedback/${target.id}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ id: target.id, userId: owner.user.id, title: target.title });
  });

  it('answers 404 for a missing submission on the administrator calls, writing nothing', async () => {
    const before = await feedbackTables(t.db);
    const status = await call(t, 'PUT', `/api/feedback/${MISSING_ID}/status`, admin, { status: 'resolved' });
    const response = await call(t, 'POST', `/api/feedback/${MISSING_ID}/responses`, admin, { response: 'Hi' });
    for (const answer of [status, response]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: m.notFound });
    }
    expect(await feedbackTables(t.db)).toEqual(before);
  });

  it.each([
    [{ type: undefined }, 'type', m.typeInvalid],
    [{ type: 'praise' }, 'type', m.typeInvalid],
    [{ priority: 'critical' }, 'priority', m.priorityInvalid],
    [{ title: undefined }, 'title', m.titleRequired],
    [{ title: '   ' }, 'title', m.titleRequired],
    [{ title: 'x'.repeat(201) }, 'title', m.titleMax],
    [{ title: 'Two\nlines' }, 'title', 'Must be a single line, without line breaks or control characters'],
    [{ description: undefined }, 'description', m.descriptionMin],
    [{ description: 'Too short' }, 'description', m.descriptionMin],
    [{ description: `  ${'a'.repeat(9)}  ` }, 'description', m.descriptionMin],
    [{ description: 'x'.repeat(5001) }, 'description', m.descriptionMax],
    [
      { attachments: ['a'.repeat(43), 'b'.repeat(43), 'c'.repeat(43), 'd'.repeat(43), 'e'.repeat(43), 'f'.repeat(43)] },
      'attachments',
      m.screenshotCount,
    ],
    [{ attachments: ['../etc/passwd'] }, 'attachments.0', m.screenshotUnknown],
    [{ attachments: ['a'.repeat(43)] }, 'attachments', m.screenshotUnknown],
  ])('refuses a submission with %j: 400 under %s, writing nothing', async (change, field, message) => {
    const before = await feedbackTables(t.db);
    const response = await call(t, 'POST', '/api/feedback', owner.cookie, feedbackForm(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await feedbackTables(t.db)).toEqual(before);
  });

  it('takes the bounds themselves, defaults priority to medium and always starts open', async () => {
    const longest = feedbackForm({
      type: 'feature_request',
      priority: undefined,
      title: 't'.repeat(200),
      description: 'd'.repeat(5000),
      status: 'closed',
    } as never);
    const created = await call(t, 'POST', '/api/feedback', owner.cookie, longest);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ priority: 'medium', status: 'open', type: 'feature_request' });
    const shortest = await call(t, 'POST', '/api/feedback', owner.cookie, feedbackForm({ description: '0123456789' }));
    expect(shortest.statusCode, shortest.body).toBe(201);
  });

  it.each([
    ['PUT', 'status', { status: 'reopened' }, 'status', m.statusInvalid],
    ['PUT', 'status', {}, 'status', m.statusInvalid],
    ['POST', 'responses', { response: '' }, 'response', m.responseRequired],
    ['POST', 'responses', { response: '   ' }, 'response', m.responseRequired],
    ['POST', 'responses', { response: 'x'.repeat(5001) }, 'response', m.responseMax],
    ['POST', 'responses', { response: 'Hi', isInternal: 'yes' }, 'isInternal', m.isInternalInvalid],
  ] as const)('refuses %s %s with %j: 400 under %s, writing nothing', async (method, path, body, field, message) => {
    const before = await feedbackTables(t.db);
    const response = await call(t, method, `/api/feedback/${target.id}/${path}`, admin, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await feedbackTables(t.db)).toEqual(before);
  });

  it('takes a response of exactly 5000 characters, public by default', async () => {
    const response = await call(t, 'POST', `/api/feedback/${target.id}/responses`, admin, {
      response: 'r'.repeat(5000),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ isInternal: false, response: 'r'.repeat(5000) });
  });

  it('refuses a list filter that is not a status, and paging out of bounds (400)', async () => {
    for (const query of ['status=reopened', 'limit=0', 'limit=101', 'offset=-1']) {
      const response = await call(t, 'GET', `/api/feedback?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
