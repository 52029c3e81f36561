// `npm run bench`: seeds a business shaped like a real one (100,000 invoices with varied notes and several
// lines each, 5,000 customers, 20,000 quotes, and a small business beside it) on the chosen database, serves
// the app on loopback, and measures with autocannon (10 connections) what the signed-in screens request.
//
// The measurement is in interleaved rounds: each round runs every route once, in an order rotated from round
// to round, with the one-row reference measured before, after every three routes and at the end. A route's
// ratio in a round is its throughput over the reference measured around it; the report gives the median of
// those ratios and the median req/s, mean and p99 over the rounds (the worst p99 beside them). Goals
// (lib/bench/goals.ts) are held on both databases: the run exits 1 listing every one missed.
//
// The big company's dashboard is also held to its time for the small company, measured in the same run (its
// figures come from kept totals); --only keeps the route it is held against.
//
// After the rounds, a campaign to 10,000 customers (lib/bench/campaign.ts) on a database of its own: the time its
// start takes to fix the recipients, and the rate and memory of its delivery to a loopback SMTP catcher with the
// rate limit off. --only=campaign measures it alone; any other --only leaves it out.
//
// Usage: npm run bench -- [--db=postgres|pglite] [--quick] [--rounds=5] [--duration=5] [--only=customers] ...
// (lib/bench/options.ts). --db=postgres (the default) starts a throwaway PostgreSQL 15 unless DATABASE_URL
// names one. Requests carry no Accept-Encoding (the server's work, not compression's) unless --compressed.
import { cpus } from 'node:os';
import { measureCampaign } from './lib/bench/campaign';
import { CAMPAIGN_CUSTOMERS, formatCampaignTable, missedCampaignGoals } from './lib/bench/campaign-report';
import { GOALS, missedGoals, type Measured, type Miss } from './lib/bench/goals';
import { checkRoute, measure } from './lib/bench/measure';
import { onlyCampaign, parseBenchOptions, runsCampaign, type BenchOptions } from './lib/bench/options';
import { formatScales, formatTable, formatVerdict } from './lib/bench/report';
import { planRound, roundRatios, summarize, type Sample } from './lib/bench/rounds';
import { benchRoutes, REFERENCE_ROW, selectRoutes, type BenchRoute } from './lib/bench/routes';
import { startBenchServer } from './lib/bench/server';

/** The reference is measured again after this many routes. */
const REFERENCE_EVERY = 3;

const today = () => new Date().toISOString().slice(0, 10);

async function main() {
  const started = Date.now();
  const opts = parseBenchOptions(process.argv.slice(2));
  const routes = onlyCampaign(opts) ? [] : selectRoutes(benchRoutes(opts), opts.only);
  const campaign = runsCampaign(opts);
  if (routes.length === 0 && !campaign) throw new Error(`--only=${opts.only} names no route (nor "campaign")`);

  const misses = [
    ...(routes.length > 0 ? await measureRoutes(opts, routes) : []),
    ...(campaign ? await measureTheCampaign(opts) : []),
  ];
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (misses.length > 0) process.exitCode = 1;
}

/** The interleaved rounds of the HTTP routes: their table and verdict printed, their misses returned. */
async function measureRoutes(opts: BenchOptions, routes: BenchRoute[]): Promise<Miss[]> {
  const goals = GOALS[opts.db];
  const server = await startBenchServer(opts, console.log);
  let plans: string | undefined;
  let misses: Miss[];
  try {
    const headers = (route: BenchRoute) => ({
      cookie: server.cookies[route.owner],
      ...(opts.compressed ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
    });
    const load = (route: BenchRoute, duration: number) =>
      measure({
        base: server.base,
        path: route.path,
        headers: headers(route),
        connections: opts.connections,
        duration,
      });

    for (const route of [REFERENCE_ROW, ...routes]) {
      const { total } = await checkRoute(server.base, route.path, headers(route));
      if (total !== undefined) console.log(`  ${route.name}: X-Total-Count ${total.toLocaleString('en-US')}`);
    }
    for (const route of [REFERENCE_ROW, ...routes]) await load(route, opts.warmup);

    const perRound = planRound(routes.length, 0, opts.rounds, REFERENCE_EVERY).length;
    console.log(
      `Measuring ${routes.length} routes in ${opts.rounds} rounds of ${perRound} measurements of ${opts.duration} s: ` +
        `about ${Math.ceil((opts.rounds * perRound * opts.duration) / 60)} min`,
    );
    const referenceSamples: Sample[] = [];
    const samples: Sample[][] = routes.map(() => []);
    const ratios: number[][] = routes.map(() => []);
    for (let round = 0; round < opts.rounds; round++) {
      const steps = planRound(routes.length, round, opts.rounds, REFERENCE_EVERY);
      const measured: Sample[] = [];
      for (const step of steps) {
        const sample = await load(step.kind === 'reference' ? REFERENCE_ROW : routes[step.route], opts.duration);
        measured.push(sample);
        if (step.kind === 'reference') referenceSamples.push(sample);
        else samples[step.route].push(sample);
      }
      for (const [route, ratio] of roundRatios(steps, measured)) ratios[route].push(ratio);
      const refs = measured.filter((_, i) => steps[i].kind === 'reference').map((s) => s.rps.toFixed(0));
      console.log(`  round ${round + 1} of ${opts.rounds} done; the reference answered ${refs.join(', ')} req/s`);
    }

    const results: Measured[] = [
      { name: REFERENCE_ROW.name, goal: 'reference', summary: summarize(referenceSamples) },
      ...routes.map((r, i) => ({
        name: r.name,
        goal: r.goal,
        against: r.against,
        summary: summarize(samples[i], ratios[i]),
      })),
    ];
    misses = missedGoals(results, goals);
    console.log(
      `\n${opts.db}, ${opts.connections} connections, ${opts.rounds} rounds of ${opts.duration} s per route, ` +
        `${cpus().length} cores, ${today()}; ${server.describe}.\n`,
    );
    console.log(formatTable(results, goals));
    const scales = formatScales(results, goals);
    if (scales.length > 0) console.log(`\n${scales.join('\n')}`);
    const p99Goal =
      goals.p99Ms === undefined
        ? 'the p99 is reported, not held (one database thread: it measures the queue)'
        : `the p99 goal (< ${goals.p99Ms} ms) is held to the median p99`;
    console.log(`\nRatios and figures are medians over the rounds; ${p99Goal}.`);
    console.log(formatVerdict(misses));
  } finally {
    plans = await server.stop();
  }
  if (plans !== undefined) console.log(`\nPlans of the slow statements:\n${plans}`);
  return misses;
}

/** The campaign to 10,000 customers: its table and verdict printed, its misses returned. */
async function measureTheCampaign(opts: BenchOptions): Promise<Miss[]> {
  console.log(`\nCampaign to ${CAMPAIGN_CUSTOMERS.toLocaleString('en-US')} customers on ${opts.db}:`);
  const figures = await measureCampaign(opts, console.log);
  const misses = missedCampaignGoals(figures);
  console.log(
    `\n${opts.db}, a campaign to all of ${figures.customers.toLocaleString('en-US')} customers, rate limit off, ` +
      `delivered to a loopback SMTP catcher (its own process), ${cpus().length} cores, ${today()}.\n`,
  );
  console.log(formatCampaignTable(figures));
  console.log('\nMessages/s from the send request to the last message out; memory after a forced collection.');
  console.log(formatVerdict(misses));
  return misses;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
