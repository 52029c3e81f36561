import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  newRefund,
  newSession,
  paySession,
  type FakeCharge,
  type FakePaymentIntent,
  type FakeRefund,
  type FakeSession,
  type IntentData,
} from './fake-stripe-checkout';
import { FormError, parseStripeForm, type FormObject } from './fake-stripe-form';
import {
  changedAccount,
  expandIds,
  invalidRequest,
  newAccount,
  newAccountLink,
  newId,
  noSuch,
  requiredString,
  signedEvent,
  StripeApiError,
  type AccountChange,
  type FakeAccount,
} from './fake-stripe-objects';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_crewdesk_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_crewdesk_fake';

export type RecordedRequest = {
  method: string;
  path: string;
  query: FormObject;
  body: FormObject;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** Answered from the idempotency store: nothing was created again. */
  replayed: boolean;
};

type Answer = { status: number; body: object };
type Route = { method: string; pattern: RegExp; handle: (params: string[], form: FormObject) => Answer };
type Stored = { method: string; path: string; form: string; answer: Answer };

const ok = (body: object): Answer => ({ status: 200, body });

/**
 * Stripe's API on the loopback interface, for the real `stripe` SDK: Connect accounts, account links, Checkout
 * sessions and refunds, with API keys, idempotency keys and `expand` honoured and every request recorded. The maps
 * hold what was created (one entry per creation), so a test can assert that a retry created nothing twice.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly accounts = new Map<string, FakeAccount>();
  readonly sessions = new Map<string, FakeSession>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly accountLinks: Array<{ account: string; type: string; url: string }> = [];
  private readonly intentData = new Map<string, IntentData>();
  private readonly idempotent = new Map<string, Stored>();
  private readonly hangUps: string[] = [];
  private readonly server: Server;
  private baseUrl: string | null = null;
  private readonly routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/accounts$/,
      handle: (_p, form) => ok(this.store(this.accounts, newAccount(form))),
    },
    { method: 'GET', pattern: /^\/v1\/accounts\/([^/]+)$/, handle: ([id]) => ok(this.account(id)) },
    { method: 'POST', pattern: /^\/v1\/account_links$/, handle: (_p, form) => ok(this.createAccountLink(form)) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (_p, form) => ok(this.createSession(form)) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: ([id]) => ok(this.session(id)) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: ([id]) => ok(this.expire(id)) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (_p, form) => ok(this.createRefund(form)) },
  ];

  constructor(readonly secretKey: string = FAKE_STRIPE_SECRET_KEY) {
    // A client that hangs up mid-request is no concern of the test: drop the connection.
    this.server = createServer((req, res) => void this.serve(req, res).catch(() => res.destroy()));
  }

  /** The API's address, for `createStripeProvider({ apiUrl })` or STRIPE_API_URL. */
  get url(): string {
    if (!this.baseUrl) throw new Error('FakeStripe is not started');
    return this.baseUrl;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections(); // the SDK keeps connections alive
    await closed;
  }

  /** The environment that points the app at this fake. */
  env(webhookSecret = FAKE_STRIPE_WEBHOOK_SECRET): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crewdesk_fake',
      STRIPE_API_URL: this.url,
    };
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  /** The next `method path` request is carried out, then the connection dropped unanswered (a lost answer). */
  hangUpAfterNext(method: string, path: string) {
    this.hangUps.push(`${method} ${path}`);
  }

  /** The customer paid on the hosted page. Returns the completed session, as a webhook would carry it. */
  payCheckout(sessionId: string, card: { brand: string; last4: string }): FakeSession {
    const intentData = this.intentData.get(sessionId);
    if (!intentData) throw new Error(`No such Checkout session: ${sessionId}`);
    const paid = paySession(this.session(sessionId), intentData, card);
    this.store(this.charges, paid.charge);
    this.store(this.paymentIntents, paid.intent);
    return this.store(this.sessions, paid.session);
  }

  /** The session lapsed unpaid (Stripe expires them after 24 hours). */
  lapseCheckout(sessionId: string): FakeSession {
    return this.expire(sessionId);
  }

  /** Stripe reviewed the account. Returns it, as an `account.updated` webhook would carry it. */
  setAccount(accountId: string, change: AccountChange): FakeAccount {
    return this.store(this.accounts, changedAccount(this.account(accountId), change));
  }

  /** A webhook delivery of `object` as Stripe signs it, ready for `app.inject({ method: 'POST', ...event })`. */
  signedEvent(type: string, object: object, webhookSecret: string, opts: { timestamp?: number } = {}) {
    return signedEvent(type, object, webhookSecret, opts);
  }

  private store<T extends { id: string }>(map: Map<string, T>, object: T): T {
    map.set(object.id, object);
    return object;
  }

  private account(id: string): FakeAccount {
    const account = this.accounts.get(id);
    if (!account) throw noSuch('account', id);
    return account;
  }

  private session(id: string): FakeSession {
    const session = this.sessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  private createAccountLink(form: FormObject) {
    const link = newAccountLink(form, { baseUrl: this.url, accountExists: (id) => this.accounts.has(id) });
    this.accountLinks.push({
      account: requiredString(form, 'account'),
      type: requiredString(form, 'type'),
      url: link.url,
    });
    return link;
  }

  private createSession(form: FormObject) {
    const { session, intentData } = newSession(form, {
      baseUrl: this.url,
      accountExists: (id) => this.accounts.has(id),
    });
    this.intentData.set(session.id, intentData);
    return this.store(this.sessions, session);
  }

  private expire(id: string): FakeSession {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    return this.store(this.sessions, { ...session, status: 'expired', url: null });
  }

  private createRefund(form: FormObject) {
    const { refund, charge } = newRefund(form, {
      intent: (id) => this.paymentIntents.get(id),
      charge: (id) => this.charges.get(id),
    });
    this.store(this.charges, charge);
    return this.store(this.refunds, refund);
  }

  private byId(id: string): object | undefined {
    const maps = [this.accounts, this.sessions, this.paymentIntents, this.charges, this.refunds];
    return maps.map((m: Map<string, object>) => m.get(id)).find(Boolean);
  }

  private async serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const idempotencyKey = method === 'POST' ? (header(req, 'idempotency-key') ?? null) : null;
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      query: {},
      body: {},
      idempotencyKey,
      stripeVersion: header(req, 'stripe-version') ?? null,
      replayed: false,
    };
    this.requests.push(recorded);
    const answer = this.answer(req, recorded, url.search.slice(1), Buffer.concat(chunks).toString('utf8'));
    const hangUp = this.hangUps.indexOf(`${method} ${url.pathname}`);
    if (hangUp >= 0) {
      this.hangUps.splice(hangUp, 1);
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(recorded.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer.body));
  }

  private answer(req: IncomingMessage, recorded: RecordedRequest, query: string, body: string): Answer {
    try {
      recorded.query = parseStripeForm(query);
      recorded.body = parseStripeForm(body);
      if (header(req, 'authorization') !== `Bearer ${this.secretKey}`) {
        throw invalidRequest('Invalid API Key provided', { status: 401 });
      }
      const key = recorded.idempotencyKey;
      const stored = key ? this.idempotent.get(key) : undefined;
      const form = JSON.stringify(recorded.body);
      if (stored) {
        if (stored.method !== recorded.method || stored.path !== recorded.path || stored.form !== form) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          });
        }
        recorded.replayed = true;
        return stored.answer;
      }
      const answer = this.route(recorded);
      if (key) this.idempotent.set(key, { method: recorded.method, path: recorded.path, form, answer });
      return answer;
    } catch (err) {
      if (err instanceof StripeApiError) return { status: err.status, body: { error: err.body } };
      if (err instanceof FormError)
        return { status: 400, body: { error: { type: 'invalid_request_error', message: err.message } } };
      return { status: 500, body: { error: { type: 'api_error', message: String(err) } } };
    }
  }

  private route(recorded: RecordedRequest): Answer {
    for (const route of this.routes) {
      const match = route.method === recorded.method ? route.pattern.exec(recorded.path) : null;
      if (!match) continue;
      const form = recorded.method === 'GET' ? recorded.query : recorded.body;
      const answer = route.handle(match.slice(1).map(decodeURIComponent), form);
      const expand = form.expand;
      if (!Array.isArray(expand)) return answer;
      return { ...answer, body: expandIds(answer.body, expand as string[], (id) => this.byId(id)) };
    }
    throw invalidRequest(`Unrecognized request URL (${recorded.method}: ${recorded.path}).`, { status: 404 });
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A started fake; `close()` it after the tests. */
export async function startFakeStripe(secretKey?: string): Promise<FakeStripe> {
  return new FakeStripe(secretKey).start();
}
