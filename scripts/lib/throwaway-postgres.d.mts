export function pgBinDir(): string;
export function startThrowawayPostgres(options?: { durable?: boolean; settings?: string[] }): Promise<{
  url: string;
  version: string;
  stop: () => void;
  log: () => string;
  logFile: string;
}>;
