#!/usr/bin/env node
// `npm run fuzz`: the API fuzz check (src/server/checks/api-fuzz.test.ts) run longer than CI runs it.
// Usage: npm run fuzz -- [--seconds 120] [--cases 40] [--seed N]
//   --seconds  keep sending new rounds of cases until this many seconds have passed (default 120)
//   --cases    cases per operation and identity in each round (default 40; CI sends 8)
//   --seed     replay a run: the seed a failure printed (default: a fresh one, printed at the start)
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    cases: { type: 'string', default: '40' },
    seed: { type: 'string' },
  },
});
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^\d+$/.test(value)) {
    console.error(`--${name} must be a whole number, not ${JSON.stringify(value)}`);
    process.exit(2);
  }
}
if (Number(values.seconds) > 3600) {
  console.error('--seconds is at most 3600');
  process.exit(2);
}

const child = spawn('npx', ['vitest', 'run', '--project', 'server', 'src/server/checks/api-fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_SECONDS: values.seconds,
    FUZZ_CASES: values.cases,
    ...(values.seed === undefined ? {} : { FUZZ_SEED: values.seed }),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
