import type { RegisterInput } from '../shared/auth/auth.schemas';
import { seedOwner, type UserOverrides } from '../server/db/seed/factories';
import type { TestApp } from './app';
import { linkIn, sessionCookie, signIn, waitForOutbox } from './app';

let sequence = 0;

/** A valid sign-up form with a fresh e-mail address; `overrides` may make it invalid on purpose. */
export function registration(overrides: Partial<Record<keyof RegisterInput, unknown>> = {}): RegisterInput {
  const form: RegisterInput = {
    email: `signup-${Date.now().toString(36)}-${++sequence}@example.com`,
    password: 'long-enough-42',
    firstName: 'Jamie',
    lastName: 'Lee',
    businessLine: 'Pool Service & Maintenance',
    servicesOffered: ['Weekly Pool Cleaning', 'Chemical Balancing'],
  };
  return { ...form, ...overrides } as RegisterInput;
}

/** Registers through the API; returns the new user, their session cookie and the e-mailed verification link. */
export async function registerUser(t: TestApp, overrides: Parameters<typeof registration>[0] = {}) {
  const form = registration(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  const mail = await waitForOutbox(t.db, (m) => m.to === form.email && m.subject === 'Confirm your e-mail address');
  return {
    form,
    user: response.json<{ id: number; email: string }>(),
    cookie: sessionCookie(response)!,
    verifyLink: linkIn(mail.text, '/api/verify-email'),
  };
}

/** The `token` query parameter of a path such as `/reset-password?token=...`. */
export function tokenOf(path: string): string {
  return new URL(path, 'http://x').searchParams.get('token') ?? '';
}

/** A verified owner with a company, signed in: where most feature tests start. */
export async function signedInOwner(t: TestApp, overrides: UserOverrides = {}) {
  const { user, company } = await seedOwner(t.db, overrides);
  return { user, company, cookie: await signIn(t.app, user.email, user.plainPassword) };
}
