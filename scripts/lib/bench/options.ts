/** How one run of `npm run bench` is shaped: read from its command line. */
export type BenchOptions = {
  db: 'postgres' | 'pglite';
  /** Interleaved rounds; each measures every route and the references around them. */
  rounds: number;
  /** Seconds each measurement lasts (autocannon's duration: every load loop is bounded by it). */
  duration: number;
  /** Seconds of unrecorded load per route before the first round (plans cached, pool filled). */
  warmup: number;
  connections: number;
  invoices: number;
  customers: number;
  quotes: number;
  /**
   * Only the routes whose name contains this text (case-insensitive); the references are always measured. `campaign`
   * measures the campaign alone (lib/bench/campaign.ts), which any other value leaves out.
   */
  only?: string;
  /** PostgreSQL prints the plan of every statement slower than 5 ms (auto_explain). */
  explain: boolean;
  /** Send `Accept-Encoding: gzip, deflate, br` like a browser; by default none, so the server's own work is measured. */
  compressed: boolean;
};

const FULL = { rounds: 5, duration: 5, warmup: 1 };
/** `--quick`: a look in about a minute and a half, not a verdict to publish. */
const QUICK = { rounds: 3, duration: 1, warmup: 1 };

const USAGE = `Usage: npm run bench -- [--db=postgres|pglite] [--quick] [--rounds=5] [--duration=5] [--warmup=1]
  [--connections=10] [--invoices=100000] [--customers=5000] [--quotes=20000] [--only=<text>|campaign] [--explain]
  [--compressed]`;

/** `--only=` this measures the campaign alone. */
export const CAMPAIGN_ONLY = 'campaign';

/** --only=campaign (in any case): the campaign alone, no route. */
export const onlyCampaign = (opts: Pick<BenchOptions, 'only'>) => opts.only?.toLowerCase() === CAMPAIGN_ONLY;

/** Whether the run measures the campaign: without --only, or with --only=campaign. */
export const runsCampaign = (opts: Pick<BenchOptions, 'only'>) => opts.only === undefined || onlyCampaign(opts);

function positive(name: string, value: string | undefined, fallback: number, { integer = true } = {}): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} must be a positive ${integer ? 'whole ' : ''}number, not "${value}"\n${USAGE}`);
  }
  return n;
}

/** Parses `--name=value` and bare `--flag` arguments; an unknown or malformed one is an error naming it. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const values: Record<string, string | undefined> = {};
  const flags = new Set<string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unexpected argument "${arg}"\n${USAGE}`);
    if (match[2] === undefined) flags.add(match[1]);
    else values[match[1]] = match[2];
  }
  const known = ['db', 'rounds', 'duration', 'warmup', 'connections', 'invoices', 'customers', 'quotes', 'only'];
  const knownFlags = ['quick', 'explain', 'compressed'];
  for (const name of Object.keys(values)) {
    if (!known.includes(name)) throw new Error(`Unknown option --${name}\n${USAGE}`);
  }
  for (const name of flags) {
    if (!knownFlags.includes(name)) throw new Error(`Unknown option --${name}\n${USAGE}`);
  }
  const db = values.db ?? 'postgres';
  if (db !== 'postgres' && db !== 'pglite') throw new Error(`--db must be postgres or pglite, not "${db}"\n${USAGE}`);
  const base = flags.has('quick') ? QUICK : FULL;
  return {
    db,
    rounds: positive('rounds', values.rounds, base.rounds),
    duration: positive('duration', values.duration, base.duration),
    warmup: positive('warmup', values.warmup, base.warmup),
    connections: positive('connections', values.connections, 10),
    invoices: positive('invoices', values.invoices, 100_000),
    customers: positive('customers', values.customers, 5_000),
    quotes: positive('quotes', values.quotes, 20_000),
    only: values.only || undefined,
    explain: flags.has('explain'),
    compressed: flags.has('compressed'),
  };
}
