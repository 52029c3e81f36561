import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../shared/customers/csv';
import { customerMessages } from '../../../shared/customers/customers.schemas';
import { customers } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { customerHelpers } from './customers.test-helpers';

describe('customer CSV import and export', () => {
  let t: TestApp;
  let h: ReturnType<typeof customerHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = customerHelpers(t);
  });
  afterAll(() => t.close());

  const rowsOf = (companyId: number) =>
    t.db.select().from(customers).where(eq(customers.companyId, companyId)).orderBy(customers.id);

  const file = [
    '\uFEFFName,E-mail Ignored,EMAIL,Phone,Address,Notes',
    '"Lopez, Maria",x,Maria@Example.com,555-0100,"12 Oak St, Apt 4","Says ""hi"""',
    ',x,nameless@example.com,,,',
    'Bad Mail,x,not-an-email,,,',
    'Maria again,x,maria@example.com,,,',
    'Existing,x,known@example.com,,,',
    'Bo,x,,,,',
  ].join('\r\n');

  it('previews the rows with the reason each refused one is refused, writing nothing', async () => {
    const { company, cookie } = await signedInOwner(t);
    await h.seedCustomer(company.id, { name: 'Known', email: 'KNOWN@example.com' });
    const response = await h.call('POST', '/api/customers/import/preview', cookie, { csv: file });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ accepted: 2, refused: 4 });
    expect(preview.rows[0]).toEqual({
      line: 2,
      name: 'Lopez, Maria',
      email: 'maria@example.com',
      phone: '555-0100',
      address: '12 Oak St, Apt 4',
      notes: 'Says "hi"',
      error: null,
    });
    expect(preview.rows.map((r: { line: number; error: string | null }) => [r.line, r.error])).toEqual([
      [2, null],
      [3, 'Name is required'],
      [4, 'Invalid email address'],
      [5, 'Duplicate of line 2'],
      [6, 'A customer with this email already exists'],
      [7, null],
    ]);
    expect(await rowsOf(company.id)).toHaveLength(1);
  });

  it('imports the accepted rows, each with its own portal token', async () => {
    const { company, cookie } = await signedInOwner(t);
    await h.seedCustomer(company.id, { name: 'Known', email: 'known@example.com' });
    const response = await h.call('POST', '/api/customers/import', cookie, { csv: file });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, refused: 4 });
    const rows = await rowsOf(company.id);
    expect(rows.map((r) => [r.name, r.email, r.address, r.notes])).toEqual([
      ['Known', 'known@example.com', null, null],
      ['Lopez, Maria', 'maria@example.com', '12 Oak St, Apt 4', 'Says "hi"'],
      ['Bo', null, null, null],
    ]);
    expect(new Set(rows.map((r) => r.accessToken)).size).toBe(3);
    const again = await h.call('POST', '/api/customers/import', cookie, { csv: file });
    expect(again.json()).toEqual({ imported: 1, refused: 5 });
  });

  it.each([
    ['a file without a name column', 'email\nana@example.com', customerMessages.csvNoNameColumn],
    ['an empty file', '', customerMessages.csvRequired],
    ['an unclosed quote', 'name\n"Ana', 'The quoted field that starts on line 2 is never closed.'],
    ['more than 5000 rows', `name\n${'Ana\n'.repeat(5001)}`, customerMessages.csvTooManyRows],
    ['a file over 2 MB', `name\n${'A'.repeat(2 * 1024 * 1024)}`, customerMessages.csvTooLarge],
  ])('refuses %s with 400 and imports nothing', async (_what, csv, message) => {
    const { company, cookie } = await signedInOwner(t);
    for (const url of ['/api/customers/import/preview', '/api/customers/import']) {
      const response = await h.call('POST', url, cookie, { csv });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowsOf(company.id)).toHaveLength(0);
  });

  it('exports every customer as CSV, quoting what needs it', async () => {
    const { company, cookie } = await signedInOwner(t);
    await h.seedCustomer(company.id, {
      name: 'Lopez, Maria',
      email: 'maria@example.com',
      phone: '+1 555-0100',
      address: '12 Oak St\nApt 4',
      notes: 'Says "hi"',
    });
    await h.seedCustomer(company.id, { name: '=HYPERLINK("http://x")', email: null });
    const response = await h.call('GET', '/api/customers/export.csv', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(response.body.startsWith('\uFEFFname,email,phone,address,notes\r\n')).toBe(true);
    expect(parseCsv(response.body).map((r) => r.fields)).toEqual([
      ['name', 'email', 'phone', 'address', 'notes'],
      ['Lopez, Maria', 'maria@example.com', '+1 555-0100', '12 Oak St\nApt 4', 'Says "hi"'],
      ['\'=HYPERLINK("http://x")', '', '', '', ''],
    ]);
  });

  it('exports in batches past the first, and the file imports back unchanged', async () => {
    const owner = await signedInOwner(t);
    const values = Array.from({ length: 1203 }, (_, i) => ({
      companyId: owner.company.id,
      name: i === 7 ? '=1+1' : `Customer ${String(i).padStart(4, '0')}`,
      email: `c${i}@example.com`,
      accessToken: newToken(),
    }));
    await t.db.insert(customers).values(values);
    const exported = await h.call('GET', '/api/customers/export.csv', owner.cookie);
    const lines = parseCsv(exported.body);
    expect(lines).toHaveLength(1204);
    expect(new Set(lines.map((l) => l.fields[1])).size).toBe(1204);

    const other = await signedInOwner(t);
    const imported = await h.call('POST', '/api/customers/import', other.cookie, { csv: exported.body });
    expect(imported.json()).toEqual({ imported: 1203, refused: 0 });
    const names = (await rowsOf(other.company.id)).map((r) => r.name);
    expect(names).toEqual(values.map((v) => v.name));
  });
});
