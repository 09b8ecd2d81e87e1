import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSignedInUser } from '../../../test/factories';

const MAX_BYTES = 4096;
const dir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { UPLOADS_DIR: dir, UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a tiny png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

function upload(cookie: string | undefined, body: Buffer | string, { kind = 'site', type = 'application/octet-stream' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?kind=${kind}`,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

describe('POST /api/admin/uploads', () => {
  it('keeps a PNG, JPEG and WebP under their content hash and serves them for a year', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const png = await upload(cookie, PNG);
    expect(png.statusCode).toBe(201);
    const { url } = png.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/site\/[0-9a-f]{32}\.png$/);
    // The same bytes again are the same file.
    expect((await upload(cookie, PNG)).json()).toEqual({ url });
    expect(readdirSync(path.join(dir, 'site'))).toEqual([url.split('/').pop()]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = await upload(cookie, JPEG, { kind: 'category', type: 'image/jpeg' });
    expect(jpeg.json<{ url: string }>().url).toMatch(/^\/uploads\/category\/[0-9a-f]{32}\.jpg$/);
    const webp = await upload(cookie, WEBP, { kind: 'sponsor', type: 'image/webp' });
    expect(webp.json<{ url: string }>().url).toMatch(/^\/uploads\/sponsor\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: webp.json<{ url: string }>().url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image, whatever it is called, and an SVG, with a message saying what to upload', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const text = await upload(cookie, 'just some words', { type: 'image/png' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: { code: 'upload_not_image', message: 'This file is not an image: upload a PNG, JPEG or WebP image.' } });
    const plain = await upload(cookie, 'words', { type: 'text/plain' });
    expect(plain.json<{ error: { code: string } }>().error.code).toBe('upload_not_image');
    const gif = await upload(cookie, Buffer.from('GIF89a....'));
    expect(gif.json<{ error: { code: string } }>().error.code).toBe('upload_not_image');

    const svg = await upload(cookie, '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { type: 'image/svg+xml' });
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toEqual({ error: { code: 'upload_svg_refused', message: 'SVG images are not accepted: upload a PNG, JPEG or WebP image.' } });
    expect((await upload(cookie, Buffer.alloc(0))).json<{ error: { code: string } }>().error.code).toBe('upload_empty');
  });

  it('refuses a file over the limit with the limit in the answer, and stores nothing', async () => {
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const before = readdirSync(dir, { recursive: true }).length;
    const big = await upload(cookie, Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { code: 'upload_too_large', message: 'The image is larger than 4 KB.', details: { maxBytes: 4096 } } });
    expect(readdirSync(dir, { recursive: true }).length).toBe(before);
    const exactlyAtLimit = await upload(cookie, Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.length)]));
    expect(exactlyAtLimit.statusCode).toBe(201);
  });

  it('refuses visitors and players before reading the file, and an unknown kind', async () => {
    const { cookie: player } = await seedSignedInUser(t.app, t.ctx.db);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES * 2)]);
    expect((await upload(undefined, big)).statusCode).toBe(401);
    expect((await upload(player, PNG)).statusCode).toBe(403);
    expect((await upload(player, big)).statusCode).toBe(403);
    const { cookie } = await seedSignedInUser(t.app, t.ctx.db, { role: 'admin' });
    const unknown = await upload(cookie, PNG, { kind: 'avatar' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { fields: object } }>().error.fields).toEqual({ kind: 'invalid' });
  });
});

describe('GET /uploads/…', () => {
  it('answers 404 for names it never made and for paths out of the folder', async () => {
    for (const url of ['/uploads/site/0123456789abcdef0123456789abcdef.png', '/uploads/site/..%2F..%2Fsession-secret', '/uploads/other/0123456789abcdef0123456789abcdef.png', '/uploads/site/x.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
