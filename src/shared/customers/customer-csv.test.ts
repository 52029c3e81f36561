import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { readCustomerCsv, refuseExistingEmails } from './customer-csv';

describe('readCustomerCsv', () => {
  it('maps the columns by their header, in any order and case, ignoring extra columns', () => {
    const rows = readCustomerCsv('Email,Tag,NAME,phone\r\nANA@Example.com,vip,"Silva, Ana",555-0100\r\n');
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Silva, Ana',
        email: 'ana@example.com',
        phone: '555-0100',
        address: null,
        notes: null,
        error: null,
      },
    ]);
  });

  it("refuses rows with the customer form's messages and e-mails repeated in the file", () => {
    const rows = readCustomerCsv(
      ['name,email', 'Ana,ana@example.com', ',bo@example.com', 'Cy,not-an-email', 'Ana again,ANA@example.com'].join(
        '\n',
      ),
    );
    expect(rows.map((r) => [r.line, r.error])).toEqual([
      [2, null],
      [3, 'Name is required'],
      [4, 'Invalid email address'],
      [5, 'Duplicate of line 2'],
    ]);
    expect(rows[2]).toMatchObject({ name: 'Cy', email: 'not-an-email' });
  });

  it('skips rows whose fields are all empty', () => {
    expect(readCustomerCsv('name,email\n,\nAna,\n ,  \n')).toHaveLength(1);
  });

  it('refuses a file without a name column', () => {
    expect(() => readCustomerCsv('email\nana@example.com')).toThrow(AppError);
    expect(() => readCustomerCsv('')).toThrow(/'name' column/);
  });

  it('refuses a file with more than 5000 customers', () => {
    const text = `name\n${Array.from({ length: 5001 }, (_, i) => `C${i}`).join('\n')}`;
    expect(() => readCustomerCsv(text)).toThrow('more than 5,000 customers');
  });

  it('reports an unclosed quote as a bad request', () => {
    expect(() => readCustomerCsv('name\n"Ana')).toThrow(AppError);
  });
});

describe('refuseExistingEmails', () => {
  it('refuses accepted rows whose e-mail the company already has', () => {
    const rows = refuseExistingEmails(
      readCustomerCsv('name,email\nAna,ana@example.com\nBo,bo@example.com'),
      new Set(['bo@example.com']),
    );
    expect(rows.map((r) => r.error)).toEqual([null, 'A customer with this email already exists']);
  });
});
