import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import pino from 'pino';
import { logFormat, prettyLine, redactCardFields } from './logger';
import { logTransport } from './mailer/transport';

const at = Date.UTC(2026, 10, 23, 9, 4, 5);

describe('log lines', () => {
  it('writes a request as one readable line and other entries as level, message and fields', () => {
    const request = {
      level: 30,
      time: at,
      req: { method: 'POST', url: '/api/invoices' },
      res: { statusCode: 201 },
      responseTime: 12.4,
      msg: 'request completed',
    };
    expect(prettyLine(JSON.stringify(request))).toBe('09:04:05 POST /api/invoices 201 12 ms');
    const warning = {
      level: 40,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'e-mail delivery failed',
      outboxId: 3,
      reason: 'refused by server',
    };
    expect(prettyLine(JSON.stringify(warning))).toBe(
      '09:04:05 WARN e-mail delivery failed outboxId=3 reason="refused by server"',
    );
    const failure = {
      level: 50,
      time: at,
      msg: 'request failed',
      err: { message: 'boom', stack: 'Error: boom\n    at f (a.ts:1)' },
    };
    expect(prettyLine(JSON.stringify(failure))).toBe(
      '09:04:05 ERROR request failed\n  Error: boom\n      at f (a.ts:1)',
    );
  });

  it('never writes a card number or security code, wherever a line carries them', () => {
    const lines: string[] = [];
    const log = pino({ redact: redactCardFields }, { write: (line: string) => void lines.push(line) });
    const card = { cardNumber: '4242424242424242', cvv: '123', expiryDate: '12/40' };
    log.warn({ body: { card }, details: { cardNumber: card.cardNumber }, cvv: '123' }, 'payment refused');
    expect(lines.join('')).not.toContain('4242424242424242');
    expect(lines.join('')).not.toContain('"123"');
    expect(JSON.parse(lines[0])).toMatchObject({ body: { card: '[redacted]' }, details: { cardNumber: '[redacted]' } });
  });

  it('is JSON in production when nobody watches the terminal, readable otherwise, unless LOG_FORMAT says', () => {
    expect(logFormat({ LOG_FORMAT: 'auto', NODE_ENV: 'production' }, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'auto', NODE_ENV: 'production' }, true)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'auto', NODE_ENV: 'development' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'json', NODE_ENV: 'development' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
  });

  it('frames a printed e-mail, every line of it, so it stands out among log lines', async () => {
    const printed: string[] = [];
    const message = { from: 'a@x.test', to: 'b@x.test', replyTo: null, subject: 'Hello', html: '', attachments: [] };
    await logTransport((t) => printed.push(t)).deliver({ ...message, text: 'Open:\nhttp://localhost:3000/x' });
    const lines = printed[0].trim().split('\n');
    expect(lines[0]).toMatch(/^\+=+$/);
    expect(lines.at(-1)).toMatch(/^\+=+$/);
    expect(lines.slice(1, -1).every((l) => l.startsWith('|'))).toBe(true);
    expect(lines).toContain('| http://localhost:3000/x');
  });
});

describe('request logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('logs one line per API request and none for files or pages', async () => {
    const requests = () => t.logs.filter((e) => e.msg === 'request completed' || e.msg === 'incoming request');
    await t.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(requests()).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(requests()).toMatchObject([
      { msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } },
    ]);
  });
});
