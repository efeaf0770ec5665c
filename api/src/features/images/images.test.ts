import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { ALT, jpegWithGps, png, pngBomb, uploadImage } from '../../test/images.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const staff = new TestBrowser();

beforeAll(async () => {
  t = await startTestApp();
  await finishSignIn(staff, (await signIn(staff, t.url, 'staff@example.com')).callbackUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const asStaff = (headers: Record<string, string> = {}): Record<string, string> => ({
  cookie: staff.cookieHeader(),
  ...clientIp(),
  ...headers,
});

interface ImageShape {
  id: string;
  width: number;
  height: number;
  alt: string;
  alts: { en: string; km: string };
  sources: { type: string; srcset: string }[];
  src: string;
}

async function library(headers = asStaff()) {
  const response = await graphql<{ images: ImageShape[] }>(t.url, '{ images { id width height alt } }', {}, headers);
  return response.body;
}

const srcsetUrls = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]);

describe('image uploads', () => {
  it('are for staff only, and refuse a page of another origin', async () => {
    const photo = await jpegWithGps(400, 300);
    const anonymous = await uploadImage(t.url, photo, ALT, clientIp());
    expect(anonymous.status).toBe(401);
    const crossSite = await uploadImage(
      t.url,
      photo,
      ALT,
      asStaff({ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect((await library()).data!.images).toEqual([]);
    const listed = await library(clientIp());
    expect(listed.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuse what is not a JPEG, PNG or WebP by its bytes, damaged files, bombs and oversize, in the uploader language', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const photo = await jpegWithGps(800, 600);
    const cases: [string, Buffer | undefined, Record<string, string>, number, RegExp, string?][] = [
      ['text named .jpg', Buffer.from('hello, this is not a photo'), ALT, 400, /not a JPEG, PNG or WebP/],
      ['a GIF', gif, ALT, 400, /not a JPEG, PNG or WebP/],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ALT,
        400,
        /not a JPEG/,
      ],
      [
        'damaged JPEG',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        ALT,
        400,
        /damaged or incomplete/,
      ],
      ['truncated JPEG', photo.subarray(0, Math.floor(photo.length / 2)), ALT, 400, /damaged or incomplete/],
      ['decompression bomb', await pngBomb(30_000, 30_000), ALT, 413, /too many pixels/],
      ['over 10 MB', Buffer.concat([photo, Buffer.alloc(IMAGE_MAX_BYTES)]), ALT, 413, /larger than 10 MB/],
      ['no Khmer alt text', photo, { altEn: 'A room' }, 400, /Describe the image/, 'alt.km'],
      ['no file', undefined, ALT, 400, /Choose an image/],
    ];
    for (const [name, bytes, fields, status, message, field] of cases) {
      const answer = await uploadImage(t.url, bytes, fields, asStaff());
      expect({ name, status: answer.status }).toEqual({ name, status });
      expect(String(answer.body.message)).toMatch(message);
      if (field) expect(Object.keys(answer.body.errors as object)).toContain(field);
    }
    const khmer = await uploadImage(t.url, Buffer.from('plain text'), ALT, asStaff({ 'accept-language': 'km' }));
    expect(khmer.body.message).toMatch(/មិនមែនជារូបភាព JPEG, PNG ឬ WebP ទេ/);
    const json = await fetch(`${t.url}/api/admin/images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asStaff() },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(400);
    expect((await library()).data!.images).toEqual([]);
  });

  it('keep the original and serve AVIF and WebP widths up to it, without EXIF or GPS, cached as immutable', async () => {
    const photo = await jpegWithGps(1500, 1000, 1);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await uploadImage(t.url, photo, ALT, asStaff());
    expect(answer.status).toBe(201);
    const image = answer.body as unknown as ImageShape;
    expect(image).toMatchObject({ width: 1500, height: 1000, alts: { en: ALT.altEn, km: ALT.altKm } });
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);

    for (const source of image.sources) {
      const urls = srcsetUrls(source.srcset);
      expect(source.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w']);
      for (const url of urls) {
        const response = await fetch(`${t.url}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(source.type);
        expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe(source.type === 'image/avif' ? 'heif' : 'webp');
        expect(meta.width).toBe(Number(/-(\d+)\.\w+$/.exec(url)![1]));
        expect(meta.exif).toBeUndefined();
      }
    }
    // A width not offered, or a stale hash, is no file.
    const [first] = srcsetUrls(image.sources[1].srcset);
    expect((await fetch(`${t.url}${first.replace('-320.', '-1920.')}`)).status).toBe(404);
    expect((await fetch(`${t.url}${first.replace(/\/[0-9a-f]{16}-/, '/0000000000000000-')}`)).status).toBe(404);

    // The same bytes again (a replayed or double-clicked upload) are the same image.
    const again = await Promise.all([
      uploadImage(t.url, photo, ALT, asStaff()),
      uploadImage(t.url, photo, ALT, asStaff()),
    ]);
    expect(again.map((result) => result.body.id)).toEqual([image.id, image.id]);
    expect(again.map((result) => result.status)).toEqual([200, 200]);
  });

  it('serve a small image at its own width only, and list the library with alt texts for staff', async () => {
    const small = await uploadImage(
      t.url,
      await png(200, 100),
      ALT,
      asStaff({ 'accept-language': 'km' }),
      'logo.png',
      'image/png',
    );
    expect(small.status).toBe(201);
    const image = small.body as unknown as ImageShape;
    expect(image.sources[0].srcset).toMatch(/-200\.avif 200w$/);
    const response = await fetch(`${t.url}${image.src}`);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(200);

    const renamed = await graphql<{ updateImageAlt: ImageShape }>(
      t.url,
      'mutation($input: ImageAltInput!) { updateImageAlt(input: $input, language: km) { alt alts { en km } } }',
      { input: { id: image.id, alt: { en: 'Our logo', km: 'ស្លាកសញ្ញារបស់យើង' } } },
      asStaff(),
    );
    expect(renamed.body.data!.updateImageAlt.alt).toBe('ស្លាកសញ្ញារបស់យើង');
    const emptyAlt = await graphql(
      t.url,
      'mutation($input: ImageAltInput!) { updateImageAlt(input: $input) { alt } }',
      { input: { id: image.id, alt: { en: 'Our logo', km: ' ' } } },
      asStaff(),
    );
    expect(emptyAlt.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await graphql(
      t.url,
      'mutation($input: ImageAltInput!) { updateImageAlt(input: $input) { alt } }',
      { input: { id: image.id, alt: { en: 'x', km: 'x' } } },
      clientIp(),
    );
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const listed = (await library(asStaff({ 'accept-language': 'km' }))).data!.images;
    expect(listed.map((row) => row.id)).toContain(image.id);
  });
});
