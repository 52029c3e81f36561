const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spaces messages out to `perMinute` (0: no limit): each `wait` resolves at the next free slot. */
export function pacer(perMinute: number) {
  if (perMinute <= 0) return { wait: async () => undefined };
  const interval = 60_000 / perMinute;
  let next = 0;
  return {
    async wait() {
      const now = Date.now();
      const at = Math.max(now, next);
      next = at + interval;
      if (at > now) await sleep(at - now);
    },
  };
}

/**
 * How many recipients a run claims at once: about two seconds of messages at the rate (claimed ones are `sending`,
 * failed should the process die, so few are held at a time), and a few dozen when unlimited.
 */
export function batchSizeFor(perMinute: number): number {
  if (perMinute <= 0) return 40;
  return Math.min(40, Math.max(1, Math.ceil((perMinute / 60) * 2)));
}
