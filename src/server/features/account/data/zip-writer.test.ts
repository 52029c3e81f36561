import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipWriter } from './zip-writer';

describe('the export zip writer', () => {
  it('hands the archive over in parts as it is written, which together are the whole zip', async () => {
    const parts: Uint8Array[] = [];
    const zip = zipWriter(new Date('2026-12-02T12:00:00Z'), async (part) => void parts.push(part), 4096);
    const photos = [0, 1, 2].map(() => new Uint8Array(randomBytes(10_000)));
    for (const [i, photo] of photos.entries()) {
      const file = zip.open(`files/photo-${i}.jpg`);
      file.write(photo);
      file.end();
      await zip.flush();
    }
    // Two files open together, as a table's JSON and CSV are.
    const json = zip.open('company/customers.json');
    const csv = zip.open('company/customers.csv');
    json.write('[{"name":"Ada"}]');
    csv.write('name\r\nAda\r\n');
    json.end();
    csv.end();
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(part.length).toBeGreaterThanOrEqual(4096);

    const size = await zip.finish();
    const whole = new Uint8Array(Buffer.concat(parts));
    expect(whole.length).toBe(size);
    const files = unzipSync(whole);
    expect(Object.keys(files)).toEqual([
      'files/photo-0.jpg',
      'files/photo-1.jpg',
      'files/photo-2.jpg',
      'company/customers.json',
      'company/customers.csv',
    ]);
    photos.forEach((photo, i) => expect(files[`files/photo-${i}.jpg`]).toEqual(photo));
    expect(new TextDecoder().decode(files['company/customers.csv'])).toBe('name\r\nAda\r\n');
  });
});
