import { describe, expect, it } from 'vitest';
import { CsvError, csvField, csvRecord, fromSpreadsheetSafe, parseCsv, spreadsheetSafe } from './csv';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads plain records separated by CRLF, LF or a lone CR', () => {
    expect(fields('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(fields('"Smith, Jo","say ""hi""","12 Oak St\r\nApt 4"\r\nnext,"",x')).toEqual([
      ['Smith, Jo', 'say "hi"', '12 Oak St\r\nApt 4'],
      ['next', '', 'x'],
    ]);
  });

  it('skips a byte order mark, blank lines and the final line break', () => {
    expect(fields('\uFEFFname,email\r\n\r\nAna,ana@example.com\r\n')).toEqual([
      ['name', 'email'],
      ['Ana', 'ana@example.com'],
    ]);
  });

  it('keeps empty fields, including trailing ones', () => {
    expect(fields('a,,\n,b,')).toEqual([
      ['a', '', ''],
      ['', 'b', ''],
    ]);
  });

  it('gives the line each record starts on, counting line breaks inside quotes', () => {
    expect(parseCsv('h\n"one\ntwo"\n\nthree').map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(fields('5" pipe,x')).toEqual([['5" pipe', 'x']]);
  });

  it('refuses a quoted field that is never closed, naming its line', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(CsvError);
    expect(() => parseCsv('a\n"open,b\nc')).toThrow('The quoted field that starts on line 2 is never closed.');
  });
});

describe('writing CSV', () => {
  it('quotes only the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
  });

  it('ends a record with CRLF and reads back what it wrote', () => {
    const values = ['Smith, Jo', 'say "hi"', '12 Oak St\r\nApt 4', '', 'ünïcode'];
    const text = csvRecord(values);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(fields(text)).toEqual([values]);
  });
});

describe('spreadsheet formulas', () => {
  it('neutralises cells a spreadsheet would run, leaving phone numbers alone', () => {
    expect(spreadsheetSafe('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(spreadsheetSafe('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetSafe('-cmd')).toBe("'-cmd");
    expect(spreadsheetSafe('+1 (555) 010-2000')).toBe('+1 (555) 010-2000');
    expect(spreadsheetSafe('Ana')).toBe('Ana');
  });

  it('imports back what it exported', () => {
    for (const value of ['=1+1', '@x', '+1 555', "'quoted", 'plain']) {
      expect(fromSpreadsheetSafe(spreadsheetSafe(value))).toBe(value);
    }
  });
});
