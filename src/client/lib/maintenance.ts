import { useSyncExternalStore } from 'react';

let message: string | null = null;
const listeners = new Set<() => void>();

/** The message of an API answer `503 { message, maintenance: true }`: the site is down for maintenance. */
export function maintenanceMessageOf(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message.startsWith('503: ')) return null;
  try {
    const body = JSON.parse(error.message.slice(5)) as { message?: unknown; maintenance?: unknown };
    return body.maintenance === true && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** Called with every failed call (the query client's error handler): a maintenance answer turns the screen on. */
export function reportMaintenance(error: unknown) {
  const found = maintenanceMessageOf(error);
  if (found === null || found === message) return;
  message = found;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The maintenance message once the API has answered with one, else null. */
export function useMaintenanceMessage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => null,
  );
}
