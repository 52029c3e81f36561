import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FormError, parseStripeForm, type FormObject } from './fake-stripe-form';
import { expandIds, invalidRequest, newId, StripeApiError } from './fake-stripe-objects';

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

export type Answer = { status: number; body: object };
export type Route = { method: string; pattern: RegExp; handle: (params: string[], form: FormObject) => Answer };
type Stored = { method: string; path: string; form: string; answer: Answer };

export const ok = (body: object): Answer => ({ status: 200, body });

/**
 * The HTTP side of the fake Stripe API: a server on the loopback interface that checks the API key, records every
 * request, replays idempotent ones, routes the rest and expands ids. What the API holds is the subclass's.
 */
export abstract class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, Stored>();
  private readonly hangUps: string[] = [];
  private readonly server: Server;
  private baseUrl: string | null = null;
  protected abstract readonly routes: Route[];
  /** The object of any kind with this id, for `expand`. */
  protected abstract byId(id: string): object | undefined;

  constructor(readonly secretKey: string) {
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

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  /** The next `method path` request is carried out, then the connection dropped unanswered (a lost answer). */
  hangUpAfterNext(method: string, path: string) {
    this.hangUps.push(`${method} ${path}`);
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
