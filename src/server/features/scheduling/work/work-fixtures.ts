import { eq } from 'drizzle-orm';
import { deflateSync, crc32 } from 'node:zlib';
import { expect } from 'vitest';
import type { Task } from '../../../../shared/scheduling/job-work.schemas';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import type { Db } from '../../../db/client';
import type { UserOverrides } from '../../../db/seed/factories';
import { appointments, customers, jobProgressLogs, jobTasks, uploads } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';

/** A customer and one visit of `companyId`, tomorrow 9:00 to 10:00 (UTC). */
export async function seedVisit(db: Db, opts: { companyId: number; customerId?: number }) {
  const customerId =
    opts.customerId ??
    (
      await db
        .insert(customers)
        .values({ companyId: opts.companyId, name: 'Dana Whitfield', accessToken: newToken() })
        .returning()
    )[0]!.id;
  const start = new Date(Date.UTC(2030, 5, 3, 9));
  const [visit] = await db
    .insert(appointments)
    .values({
      companyId: opts.companyId,
      customerId,
      title: 'Spring cleanup',
      appointmentType: 'maintenance',
      startTime: start,
      endTime: new Date(start.getTime() + 60 * 60_000),
      duration: 60,
    })
    .returning();
  return visit!;
}

/** A real PNG, `width` x `height` pixels of one colour, written here byte by byte (no image library). */
export function makePng(width = 2, height = 2, rgb: [number, number, number] = [20, 140, 90]) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const webpBytes = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

export type FormFile = { name?: string; field?: string; type?: string; bytes: Buffer };

/** A multipart body as a browser's FormData sends it: the platform writes the boundaries. */
export async function multipart(fields: Record<string, string>, files: FormFile[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(
      f.field ?? 'photos',
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }),
      f.name ?? 'a.png',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The calls and reads the visit work tests make, on the test app `app()` returns once it exists. */
export function workTestApi(app: () => TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A signed-in owner with one visit. */
  async function owner(overrides: UserOverrides = {}) {
    const o = await signedInOwner(app(), overrides);
    const visit = await seedVisit(app().db, { companyId: o.company.id });
    return { ...o, visit };
  }

  async function createTask(cookie: string, visitId: number, input: object = {}) {
    const response = await call('POST', `/api/appointments/${visitId}/tasks`, cookie, {
      title: 'Trim hedges',
      ...input,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Task>();
  }

  async function postPhotos(
    cookie: string | undefined,
    visitId: number,
    fields: Record<string, string>,
    files: FormFile[],
  ) {
    const body = await multipart(fields, files);
    return app().app.inject({
      method: 'POST',
      url: `/api/appointments/${visitId}/progress/photos`,
      headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  }

  const db = () => app().db;
  const taskRows = (visitId: number) => db().select().from(jobTasks).where(eq(jobTasks.appointmentId, visitId));
  const logRows = (visitId: number) =>
    db().select().from(jobProgressLogs).where(eq(jobProgressLogs.appointmentId, visitId));
  const uploadRows = (companyId: number) => db().select().from(uploads).where(eq(uploads.companyId, companyId));

  return { call, owner, createTask, postPhotos, taskRows, logRows, uploadRows };
}
