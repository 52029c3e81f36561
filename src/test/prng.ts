/** A small seeded random source (mulberry32): the same seed gives the same cases, so a failure can be replayed. */
export type Rng = {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { seed: seed >>> 0, next, int, pick: (items) => items[int(items.length)] };
}

/** The seed named by `FUZZ_SEED`, else a fresh one (printed by the checks that use it). */
export function seedFromEnv(variable = 'FUZZ_SEED'): number {
  const given = process.env[variable];
  if (given !== undefined && given !== '') {
    const n = Number(given);
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff)
      throw new Error(`${variable} must be an integer 0..4294967295`);
    return n;
  }
  return Math.floor(Math.random() * 0xffffffff);
}
