export function pgBinDir(): string;
export function startThrowawayPostgres(options?: { durable?: boolean; settings?: string[] }): Promise<{
  url: string;
  version: string;
  stop: () => void;
  /** Stops the server (fast mode: its sessions are terminated) and keeps its data. */
  pause: () => void;
  /** Starts a paused server again on the same port. */
  resume: () => void;
  log: () => string;
  logFile: string;
}>;
