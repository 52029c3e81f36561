export function pgBinDir(): string;
export function startThrowawayPostgres(options?: { durable?: boolean }): Promise<{
  url: string;
  version: string;
  stop: () => void;
  log: () => string;
}>;
