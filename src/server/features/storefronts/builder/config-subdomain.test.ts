import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingConfig } from '../../../../shared/storefronts/storefront.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { companyDomains } from '../../../db/schema';
import { configForm, freshSubdomain, storefrontTestApi } from './storefront.test-helpers';

const SHORT = 'Subdomain must be at least 3 characters';
const LONG = 'Subdomain must be at most 63 characters';
const CHARS = 'Use lower-case letters, digits and hyphens, not starting or ending with a hyphen';
const RESERVED = 'This subdomain is reserved. Please choose another.';
const TAKEN = 'This subdomain is already taken. Please choose another.';

describe('storefronts: the subdomain rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, storefrontOwner, configRow } = storefrontTestApi(() => t);

  it.each([
    ['ab', SHORT],
    ['  a ', SHORT],
    ['a'.repeat(64), LONG],
    ['my_shop', CHARS],
    ['my shop', CHARS],
    ['-myshop', CHARS],
    ['myshop-', CHARS],
    ['shop.example', CHARS],
    ['café-shop', CHARS],
    ['www', RESERVED],
    ['Admin', RESERVED],
    ['landing', RESERVED],
  ])('refuses %j on creation and on update: %s', async (subdomain, message) => {
    const { cookie, company } = await owner();
    const created = await call('POST', '/api/landing-page-config', cookie, configForm({ subdomain }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message, fields: { subdomain: message } });
    expect(await configRow(company.id)).toBeUndefined();

    const other = await storefrontOwner();
    const before = await configRow(other.company.id);
    const updated = await call(
      'PUT',
      `/api/landing-page-config/${other.config.id}`,
      other.cookie,
      configForm({ subdomain }),
    );
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ message, fields: { subdomain: message } });
    expect(await configRow(other.company.id)).toEqual(before);
  });

  it('folds upper case and trims, and accepts 3 and 63 characters', async () => {
    const name = freshSubdomain('MY-Pool');
    const a = await storefrontOwner({ subdomain: `  ${name.toUpperCase()} ` });
    expect(a.config.subdomain).toBe(name.toLowerCase());
    expect(a.config.publicUrl).toBe(`${t.ctx.origin.url}/landing/${name.toLowerCase()}`);
    const long = `x${'1'.repeat(61)}${process.pid % 10}`;
    expect((await storefrontOwner({ subdomain: long })).config.subdomain).toBe(long);
    const three = `${(process.pid % 900) + 100}`;
    expect((await storefrontOwner({ subdomain: three })).config.subdomain).toBe(three);
  });

  it('refuses a subdomain another business holds (409 on the field), whatever its case', async () => {
    const holder = await storefrontOwner();
    const { cookie, company } = await owner();
    const taken = await call(
      'POST',
      '/api/landing-page-config',
      cookie,
      configForm({ subdomain: holder.config.subdomain.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: TAKEN, fields: { subdomain: TAKEN } });
    expect(await configRow(company.id)).toBeUndefined();

    const other = await storefrontOwner();
    const before = await configRow(other.company.id);
    const moved = await call(
      'PUT',
      `/api/landing-page-config/${other.config.id}`,
      other.cookie,
      configForm({ subdomain: holder.config.subdomain }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: TAKEN, fields: { subdomain: TAKEN } });
    expect(await configRow(other.company.id)).toEqual(before);
  });

  it("refuses a label another business holds as a subdomain domain, and allows the business's own", async () => {
    const holder = await storefrontOwner();
    const label = freshSubdomain('held');
    await t.db.insert(companyDomains).values({ companyId: holder.company.id, domain: label, domainType: 'subdomain' });
    const { cookie, company } = await owner();
    const taken = await call('POST', '/api/landing-page-config', cookie, configForm({ subdomain: label }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: TAKEN, fields: { subdomain: TAKEN } });
    expect(await configRow(company.id)).toBeUndefined();

    const own = await call(
      'PUT',
      `/api/landing-page-config/${holder.config.id}`,
      holder.cookie,
      configForm({ subdomain: label }),
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps its own subdomain on an update', async () => {
    const { cookie, config } = await storefrontOwner();
    const response = await call(
      'PUT',
      `/api/landing-page-config/${config.id}`,
      cookie,
      configForm({ subdomain: config.subdomain, title: 'Same place' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ subdomain: config.subdomain, title: 'Same place' });
  });

  it('gives a subdomain asked for by two businesses at once to one of them', async () => {
    const subdomain = freshSubdomain('rush');
    const [a, b] = [await owner(), await owner()];
    const answers = await Promise.all(
      [a, b].map((o) => call('POST', '/api/landing-page-config', o.cookie, configForm({ subdomain }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ message: TAKEN, fields: { subdomain: TAKEN } });
    const winner = answers.find((r) => r.statusCode === 201)!.json<LandingConfig>();
    expect(winner.subdomain).toBe(subdomain);
    const rows = [await configRow(a.company.id), await configRow(b.company.id)].filter(Boolean);
    expect(rows.map((r) => r.id)).toEqual([winner.id]);
  });
});
