import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoMessages, type ProgressLog } from '../../../../shared/scheduling/job-work.schemas';
import { NUL_MESSAGE } from '../../../../shared/text';
import { createTestApp, type TestApp } from '../../../../test/app';
import { jpegBytes, makePng, multipart, seedVisit, webpBytes, workTestApi } from './work-fixtures';

describe('photos on a visit’s progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { call, owner, createTask, postPhotos, logRows, uploadRows } = workTestApi(() => t);
  const served = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores the photos with one entry and serves each back byte for byte', async () => {
    const { cookie, user, visit } = await owner();
    const png = makePng(3, 2);
    const response = await postPhotos(cookie, visit.id, { message: 'Before we start' }, [
      { bytes: png, name: 'front.png' },
      // The declared type and name mean nothing: the bytes say JPEG.
      { bytes: jpegBytes, name: 'back.png', type: 'image/png' },
      { bytes: webpBytes, name: 'side', type: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const log = response.json<ProgressLog>();
    expect(log).toMatchObject({ logType: 'photo', message: 'Before we start', loggedBy: 'Casey Rivera', taskId: null });
    expect(log.photos).toEqual([
      { url: expect.stringMatching(/^\/api\/uploads\/[\w-]{43}$/), contentType: 'image/png', byteSize: png.length },
      { url: expect.any(String), contentType: 'image/jpeg', byteSize: jpegBytes.length },
      { url: expect.any(String), contentType: 'image/webp', byteSize: webpBytes.length },
    ]);

    const first = await served(log.photos[0]!.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(png)).toBe(true);
    expect((await served(log.photos[1]!.url)).rawPayload.equals(jpegBytes)).toBe(true);

    const [row] = await logRows(visit.id);
    expect(row).toMatchObject({ loggedByUserId: user.id, logType: 'photo' });
    expect(row!.metadata).toEqual({
      photos: log.photos.map((p) => ({
        key: p.url.split('/').pop(),
        contentType: p.contentType,
        byteSize: p.byteSize,
      })),
    });
    const listed = (await call('GET', `/api/appointments/${visit.id}/progress`, cookie)).json<ProgressLog[]>();
    expect(listed).toEqual([log]);
  });

  it('takes six photos and a task of the visit', async () => {
    const { cookie, visit } = await owner();
    const task = await createTask(cookie, visit.id);
    const files = Array.from({ length: 6 }, (_, i) => ({ bytes: makePng(i + 1, 1) }));
    const response = await postPhotos(cookie, visit.id, { message: 'Done', taskId: String(task.id) }, files);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProgressLog>()).toMatchObject({ taskId: task.id, photos: expect.any(Array) });
    expect(response.json<ProgressLog>().photos).toHaveLength(6);
  });

  it.each([
    [
      'a text file renamed .png',
      [{ bytes: Buffer.from('just some notes, not an image'), name: 'notes.png' }],
      photoMessages.type,
    ],
    ['a GIF', [{ bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), name: 'a.gif', type: 'image/gif' }], photoMessages.type],
    ['a PNG head without the rest of its signature', [{ bytes: Buffer.from('\x89PNG fake') }], photoMessages.type],
    ['an empty file', [{ bytes: Buffer.alloc(0) }], photoMessages.type],
    ['a good photo beside a bad one', [{ bytes: makePng() }, { bytes: Buffer.from('%PDF-1.7') }], photoMessages.type],
    [
      'a photo over 5 MB',
      [{ bytes: makePng() }, { bytes: Buffer.concat([makePng(), Buffer.alloc(PHOTO_MAX_BYTES)]) }],
      photoMessages.size,
    ],
    ['seven photos', Array.from({ length: 7 }, () => ({ bytes: makePng() })), photoMessages.count],
    ['no photo', [], photoMessages.required],
  ])('refuses %s with 400 and stores nothing', async (_label, files, message) => {
    const { cookie, company, visit } = await owner();
    const response = await postPhotos(cookie, visit.id, { message: 'Look' }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { photos: message } });
    expect(await logRows(visit.id)).toHaveLength(0);
    expect(await uploadRows(company.id)).toHaveLength(0);
  });

  it.each([
    ['no message', {}],
    ['a blank message', { message: '   ' }],
  ])('refuses %s with 400 Message is required and stores nothing', async (_label, fields) => {
    const { cookie, company, visit } = await owner();
    const response = await postPhotos(cookie, visit.id, fields, [{ bytes: makePng() }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Message is required', fields: { message: 'Message is required' } });
    expect(await uploadRows(company.id)).toHaveLength(0);
  });

  it('refuses a NUL in the message with 400, as the rest of the API does', async () => {
    const { cookie, company, visit } = await owner();
    const response = await postPhotos(cookie, visit.id, { message: 'a\0b' }, [{ bytes: makePng() }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, fields: { message: NUL_MESSAGE } });
    expect(await uploadRows(company.id)).toHaveLength(0);
  });

  it('refuses what is not a multipart form: 415 for another type, 400 for a broken form', async () => {
    const { cookie, company, visit } = await owner();
    const url = `/api/appointments/${visit.id}/progress/photos`;
    const json = await call('POST', url, cookie, { message: 'Hi' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: photoMessages.form });
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=----nope' },
      payload: '{"message":"Hi"}',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: photoMessages.form, fields: {} });
    expect(await uploadRows(company.id)).toHaveLength(0);
  });

  it('answers a body past the form’s limit with 413', async () => {
    const { cookie, visit } = await owner();
    const body = await multipart({ message: 'Huge' }, [{ bytes: Buffer.alloc(32 * 1024 * 1024) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${visit.id}/progress/photos`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: photoMessages.size });
  });

  it('answers another company’s visit, or a task of another visit, like a missing one and stores nothing', async () => {
    const a = await owner();
    const b = await owner();
    for (const visitId of [a.visit.id, 2_000_000_000]) {
      const response = await postPhotos(b.cookie, visitId, { message: 'Sneaky' }, [{ bytes: makePng() }]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Appointment not found' });
    }
    // Refused before the body is read: a stranger's megabytes are not even parsed (else this would be 413).
    const huge = await multipart({ message: 'Huge' }, [{ bytes: Buffer.alloc(32 * 1024 * 1024) }]);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${a.visit.id}/progress/photos`,
      headers: { cookie: b.cookie, 'content-type': huge.contentType },
      payload: huge.payload,
    });
    expect(early.statusCode).toBe(404);
    const otherVisit = await seedVisit(t.db, { companyId: a.company.id });
    const otherTask = await createTask(a.cookie, otherVisit.id);
    const wrongTask = await postPhotos(a.cookie, a.visit.id, { message: 'x', taskId: String(otherTask.id) }, [
      { bytes: makePng() },
    ]);
    expect(wrongTask.statusCode).toBe(404);
    expect(wrongTask.json()).toEqual({ message: 'Task not found' });
    expect(await uploadRows(a.company.id)).toHaveLength(0);
    expect(await uploadRows(b.company.id)).toHaveLength(0);
    expect(await logRows(a.visit.id)).toHaveLength(0);
  });

  it('refuses strangers with 401 and stores nothing', async () => {
    const { company, visit } = await owner();
    expect((await postPhotos(undefined, visit.id, { message: 'x' }, [{ bytes: makePng() }])).statusCode).toBe(401);
    expect(await uploadRows(company.id)).toHaveLength(0);
  });

  it('keeps the photos when the company’s logo is replaced or removed', async () => {
    const { cookie, visit } = await owner();
    const log = (await postPhotos(cookie, visit.id, { message: 'Kept' }, [{ bytes: makePng() }])).json<ProgressLog>();
    const logo = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { cookie, 'content-type': 'image/png' },
      payload: makePng(),
    });
    expect(logo.statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { cookie, 'content-type': 'image/png' },
      payload: makePng(4, 4),
    });
    await t.app.inject({ method: 'DELETE', url: '/api/company/logo', headers: { cookie } });
    expect((await served(log.photos[0]!.url)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document, so the API-wide checks reach it', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/appointments/{id}/progress/photos'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/appointments/{id}/tasks/{taskId}'] ?? {})).toEqual(['put', 'delete']);
  });

  it('deleting a visit deletes the files of its photos, and only of its own', async () => {
    const { cookie, company, visit } = await owner();
    const other = await seedVisit(t.db, { companyId: company.id });
    const gone = (
      await postPhotos(cookie, visit.id, { message: 'a' }, [{ bytes: makePng() }, { bytes: jpegBytes }])
    ).json<ProgressLog>();
    const kept = (await postPhotos(cookie, other.id, { message: 'b' }, [{ bytes: makePng() }])).json<ProgressLog>();
    expect((await call('DELETE', `/api/appointments/${visit.id}`, cookie)).statusCode).toBe(204);
    for (const p of gone.photos) expect((await served(p.url)).statusCode).toBe(404);
    expect((await served(kept.photos[0]!.url)).statusCode).toBe(200);
  });
});
