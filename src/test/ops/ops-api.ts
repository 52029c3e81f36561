import pg from 'pg';

export type Answer<T = unknown> = { status: number; body: T; headers: Headers };
/** A request that got no HTTP answer at all (a reset or refused connection). */
export type Failure = { status: 'network'; error: string };

/** One JSON request; a network failure resolves to `{ status: 'network' }` instead of throwing. */
export async function call(
  base: string,
  path: string,
  opts: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer | Failure> {
  try {
    const response = await fetch(`${base}${path}`, {
      method: opts.method ?? 'GET',
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 'network', error: cause?.code ?? cause?.message ?? String(err) };
  }
}

export const DEMO = { email: 'demo@crewdesk.local', password: 'demo-password' } as const;

/** Signs the demo owner in and returns the session cookie header. */
export async function signIn(base: string, who: { email: string; password: string } = DEMO): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('crewdesk_sid='));
  if (!cookie) throw new Error('the sign-in set no session cookie');
  return cookie.split(';')[0];
}

export type Customer = { id: number; name: string; email: string };

/** The demo business's first customer with an e-mail address. */
export async function demoCustomer(base: string, cookie: string): Promise<Customer> {
  const answer = await call(base, '/api/customers', { cookie });
  if (answer.status !== 200) throw new Error(`listing customers answered ${answer.status}`);
  const customer = (answer.body as Customer[]).find((c) => c.email);
  if (!customer) throw new Error('the demo business has no customer with an e-mail address');
  return customer;
}

/** A one-line invoice whose notes carry `marker`, so the test can find exactly what each request wrote. */
export function invoiceInput(customer: Customer, marker: string) {
  return {
    customerId: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    notes: marker,
    items: [{ description: 'Fault test visit', quantity: 1, rate: 100 }],
  };
}

/** The invoice a 201 answered: its id, number and notes. */
export type Created = { id: number; invoiceNumber: string; notes: string };

/**
 * Direct connections to the database, for checks and for faults (terminating the app's backends). A pool, so
 * that it connects again after the tests restart the server under it.
 */
export function connectDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'ops-test' });
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  return pool;
}

/** Terminates every connection the app processes hold (they name themselves 'crewdesk'). */
export async function terminateAppBackends(client: pg.Pool): Promise<number> {
  const { rows } = await client.query(
    "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = 'crewdesk'",
  );
  return rows.filter((r) => r.done).length;
}

/** Rows of invoices whose notes start with `prefix`. */
export async function invoicesMarked(client: pg.Pool, prefix: string) {
  const { rows } = await client.query<{ id: number; invoice_number: string; notes: string; company_id: number }>(
    'select id, invoice_number, notes, company_id from invoices where starts_with(notes, $1)',
    [prefix],
  );
  return rows;
}

/** Invoice numbers given out twice within a company (must be none). */
export async function duplicateInvoiceNumbers(client: pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ invoice_number: string }>(
    'select invoice_number from invoices group by company_id, invoice_number having count(*) > 1',
  );
  return rows.map((r) => r.invoice_number);
}
