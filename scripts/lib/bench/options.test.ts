import { describe, expect, it } from 'vitest';
import { onlyCampaign, parseBenchOptions, runsCampaign } from './options';

describe('parseBenchOptions', () => {
  it('defaults to a full PostgreSQL run: 5 rounds of 5 s at 10 connections on 100,000 invoices', () => {
    expect(parseBenchOptions([])).toEqual({
      db: 'postgres',
      rounds: 5,
      duration: 5,
      warmup: 1,
      connections: 10,
      invoices: 100_000,
      customers: 5_000,
      quotes: 20_000,
      only: undefined,
      explain: false,
      compressed: false,
    });
  });

  it('makes --quick a few short rounds, which explicit options still override', () => {
    expect(parseBenchOptions(['--quick'])).toMatchObject({ rounds: 3, duration: 1 });
    expect(parseBenchOptions(['--quick', '--rounds=2', '--db=pglite', '--only=customers', '--explain'])).toMatchObject({
      db: 'pglite',
      rounds: 2,
      duration: 1,
      only: 'customers',
      explain: true,
    });
  });

  it('refuses unknown options and values that are not positive numbers, naming them', () => {
    expect(() => parseBenchOptions(['--db=mysql'])).toThrow(/--db must be postgres or pglite, not "mysql"/);
    expect(() => parseBenchOptions(['--rounds=0'])).toThrow(/--rounds must be a positive whole number, not "0"/);
    expect(() => parseBenchOptions(['--duration=abc'])).toThrow(/--duration must be/);
    expect(() => parseBenchOptions(['--invoice=5'])).toThrow(/Unknown option --invoice/);
    expect(() => parseBenchOptions(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseBenchOptions(['pglite'])).toThrow(/Unexpected argument "pglite"/);
  });

  it('measures the campaign without --only, alone with --only=campaign, and not with any other --only', () => {
    const run = (argv: string[]) => {
      const opts = parseBenchOptions(argv);
      return { campaign: runsCampaign(opts), alone: onlyCampaign(opts) };
    };
    expect(run([])).toEqual({ campaign: true, alone: false });
    expect(run(['--only=campaign'])).toEqual({ campaign: true, alone: true });
    expect(run(['--only=Campaign'])).toEqual({ campaign: true, alone: true });
    expect(run(['--only=customers'])).toEqual({ campaign: false, alone: false });
    expect(run(['--only=camp'])).toEqual({ campaign: false, alone: false });
    expect(run(['--only='])).toEqual({ campaign: true, alone: false });
  });
});
