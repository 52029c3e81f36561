/** The hostile inputs the fuzz check draws from. Each list is what one kind of mistake in a server looks like. */

const deepArray = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Strings that break naive code: control characters, odd unicode, injections, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u0008\u001b[31m\u007f',
  'line one\r\nX-Injected: yes',
  '\t\v\f',
  '\ud800',
  '\udfff\ud800x',
  '\u202eevil\u202c',
  '\ufeffbom',
  '\u200b\u200d\u2060',
  'Z\u0334\u0321\u0322\u0347a\u0337l\u0338',
  '🦄'.repeat(40),
  'İ'.repeat(60),
  'ß'.repeat(300),
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%ff%2e%2e',
  '${7*7}{{7*7}}#{7*7}',
  '\\u0000\\',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '1e999',
  '-0',
  '0x1F',
  '99999999999999999999.99',
  '-99999999.999',
  ' 12.50 ',
  '2030-02-31',
  '0000-00-00',
  '9999-12-31T23:59:60Z',
  'a'.repeat(250) + '@example.com',
  'x@' + 'y'.repeat(300) + '.com',
  'x'.repeat(10_000),
  'x'.repeat(200_000),
];

/** Non-string values: every JSON type where another is expected, numbers at and past every edge. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  99999999.995,
  100000000,
  [],
  {},
  [null],
  [''],
  { '': '' },
  Array.from({ length: 5000 }, (_, i) => i),
  deepArray(2000),
  deepObject(2000),
];

/** Bodies that are not what any JSON route expects, sent as raw text with a JSON content type. */
export const MALFORMED_JSON: readonly string[] = [
  '',
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  '\ufeff{}',
  '{"a":1}{"b":2}',
  'nul',
  '"',
  '[',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1e400}',
  '{"a":-1e400,"b":1e-400}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
  '['.repeat(100_000),
  '{"a":'.repeat(50_000),
  '[' + '1,'.repeat(200_000) + '1]',
];

/** Declared types that no JSON route reads, and broken ones. */
export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/json, text/html',
  'application/jsonx',
  'image/png',
  'image/svg+xml',
  ';;;',
  'x'.repeat(2000),
];

/** Path parameters as they would be typed raw into a URL (percent-encoding left as written). */
export const HOSTILE_PATH_PARAMS: readonly string[] = [
  '%00',
  'a%00b',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%ff',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999999',
  '0x10',
  '%201',
  '1%20',
  'null',
  'undefined',
  '%F0%9F%A6%84',
  '%E2%80%AE',
  '%0d%0aSet-Cookie:%20x=1',
  '1;DROP',
  '%3F',
  '%23',
  '%7B%7D',
  '__proto__',
  'x'.repeat(5000),
];

/** Header values for Host, Origin, Cookie and a few more read by the server. */
export const HOSTILE_HEADERS: Readonly<Record<string, readonly string[]>> = {
  host: [
    'evil.example',
    '',
    'a b',
    '[::1',
    'localhost:99999',
    'localhost:abc',
    'ä.example',
    '%00',
    '..',
    'x'.repeat(3000),
  ],
  origin: ['null', 'http://evil.example', 'garbage', 'http://[', 'file://', 'http://localhost:abc', 'x'.repeat(3000)],
  cookie: [
    'crewdesk_sid=garbage',
    'crewdesk_sid=%zz%',
    'crewdesk_sid=',
    '=;=;;',
    'crewdesk_sid=a; crewdesk_sid=b',
    `crewdesk_sid=${'x'.repeat(4000)}`,
    'crewdesk_sid="quoted"',
    '__proto__=1; constructor=2',
  ],
  'x-forwarded-for': ['garbage', '1.1.1.1, , ,', '::ffff:999.1.1.1', 'x'.repeat(3000)],
  'x-forwarded-host': ['evil.example', '', 'a b'],
  'x-forwarded-proto': ['gopher', ''],
  'sec-fetch-site': ['cross-site', 'garbage'],
  'accept-encoding': ['br;q=x, gzip;q=-1', '*;q=1e999'],
  accept: ['*/*;q=nonsense', 'text/html;level=999'],
  'user-agent': ['x'.repeat(10_000)],
};
