import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH } from '@site/common';
import { TestBrowser, finishSignIn, signIn } from '../../test/browser.js';
import { ALT, jpegWithGps, png, pngBomb, uploadImage } from '../../test/images.js';
import { clientIp, graphql, startTestApp, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { imagesFeature } from './index.js';

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
    // The editor's language in the address (a Khmer page on an English browser) wins over Accept-Language.
    const form = new FormData();
    form.append('language', 'km');
    form.append('file', new Blob([new Uint8Array(Buffer.from('plain text'))], { type: 'image/jpeg' }), 'photo.jpg');
    const khmerPage = await fetch(`${t.url}${IMAGE_UPLOAD_PATH}?language=km`, {
      method: 'POST',
      body: form,
      headers: asStaff({ 'accept-language': 'en' }),
    });
    expect(((await khmerPage.json()) as { message: string }).message).toMatch(/មិនមែនជារូបភាព JPEG, PNG ឬ WebP ទេ/);
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
    // Uploaded once more with other descriptions: the image says what was written last.
    const described = await uploadImage(
      t.url,
      photo,
      { altEn: 'The courtyard at dusk', altKm: 'ទីធ្លានៅពេលល្ងាច' },
      asStaff(),
    );
    expect(described.status).toBe(200);
    expect(described.body.id).toBe(image.id);
    expect(described.body.alt).toBe('The courtyard at dusk');
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

async function deleteImage(id: string, headers = asStaff()) {
  const response = await graphql<{ deleteImage: { message: string } }>(
    t.url,
    'mutation($id: ID!) { deleteImage(id: $id) { message } }',
    { id },
    headers,
  );
  return { message: response.body.data?.deleteImage.message, error: response.body.errors?.[0] };
}

/** Uploads a photo of its own (the seed makes the bytes differ) and says where its files live. */
async function stored(seed: number) {
  const bytes = await jpegWithGps(700, 500, seed);
  const answer = await uploadImage(t.url, bytes, ALT, asStaff());
  expect(answer.status).toBe(201);
  const image = answer.body as unknown as ImageShape;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const uploads = path.join(t.config.dataDir, 'uploads');
  return {
    image,
    original: path.join(uploads, 'originals', `${sha256}.jpg`),
    variants: path.join(uploads, 'variants', sha256),
  };
}

async function mutate(query: string, variables: Record<string, unknown>) {
  const response = await graphql(t.url, query, variables, asStaff());
  expect(response.body.errors).toBeUndefined();
}

const words = (en: string, km: string) => ({ en, km });

describe('deleting an image', () => {
  it('refuses while an article, a case study or a testimonial shows it (drafts too), naming where in the caller language', async () => {
    const [cover, inBody, photo, portrait] = await Promise.all([stored(11), stored(12), stored(13), stored(14)]);
    const article = (slug: string, title: string, titleKm: string, extra: Record<string, unknown>) =>
      mutate('mutation($input: PostInput!) { savePost(input: $input) { id } }', {
        input: {
          slug,
          title: words(title, titleKm),
          summary: words('A short summary.', 'សេចក្ដីសង្ខេបខ្លី។'),
          body: words('Some words.', 'ពាក្យខ្លះៗ។'),
          ...extra,
        },
      });
    await article('temple-guide', 'A temple guide', 'មគ្គុទ្ទេសក៍ប្រាសាទ', { coverImageId: cover.image.id });
    // Only the Khmer body shows this one.
    await article('market-tips', 'Market tips', 'គន្លឹះផ្សារ', {
      body: words('In English, no picture.', `រូបភាព៖\n\n![${ALT.altKm}](image:${inBody.image.id})`),
    });
    await mutate('mutation($input: CaseStudyInput!) { saveCaseStudy(input: $input) { id } }', {
      input: {
        slug: 'lotus-spa',
        title: words('Bookings for a spa', 'ការកក់សម្រាប់ស្ប៉ា'),
        summary: words('A site in two languages.', 'គេហទំព័រជាពីរភាសា។'),
        client: words('Lotus Spa', 'ស្ប៉ា Lotus'),
        industry: words('Wellness', 'សុខុមាលភាព'),
        services: ['web-design'],
        problem: words('Few direct bookings.', 'ការកក់ផ្ទាល់មានតិច។'),
        work: words('A new site.', 'គេហទំព័រថ្មី។'),
        results: words('Up 30% in 2 months.', 'កើនឡើង ៣០% ក្នុងរយៈពេល ២ ខែ។'),
        photoIds: [photo.image.id],
      },
    });
    const testimonial = { quote: words('Quick answers.', 'ឆ្លើយតបរហ័ស។'), name: words('Sok Dara', 'សុខ ដារា') };
    const testimonialInput = (photoId: string | null) => ({
      ...testimonial,
      role: words('Owner', 'ម្ចាស់'),
      company: words('Lotus Spa', 'ស្ប៉ា Lotus'),
      photoId,
      published: false,
    });
    const saved = await graphql<{ saveTestimonial: { id: string } }>(
      t.url,
      'mutation($input: TestimonialInput!) { saveTestimonial(input: $input) { id } }',
      { input: testimonialInput(portrait.image.id) },
      asStaff(),
    );

    expect((await deleteImage(cover.image.id, clientIp())).error?.extensions?.code).toBe('UNAUTHENTICATED');
    const cases: [typeof cover, string, string][] = [
      [cover, 'the article “A temple guide”', 'អត្ថបទ «មគ្គុទ្ទេសក៍ប្រាសាទ»'],
      [inBody, 'the article “Market tips”', 'អត្ថបទ «គន្លឹះផ្សារ»'],
      [photo, 'the case study “Bookings for a spa”', 'ករណីសិក្សា «ការកក់សម្រាប់ស្ប៉ា»'],
      [portrait, 'the testimonial of Sok Dara', 'សក្ខីកម្មរបស់ សុខ ដារា'],
    ];
    for (const [{ image, original }, where, whereKm] of cases) {
      const english = await deleteImage(image.id);
      expect(english.error?.extensions?.code).toBe('CONFLICT');
      expect(english.error?.message).toBe(
        `This image is still used in ${where}. Remove it there first, then delete the image.`,
      );
      const khmer = await deleteImage(image.id, asStaff({ 'accept-language': 'km' }));
      expect(khmer.error?.message).toBe(`រូបភាពនេះនៅតែកំពុងប្រើក្នុង${whereKm}។ សូមដករូបភាពចេញពីទីនោះជាមុនសិន រួចសឹមលុបវា។`);
      expect(existsSync(original)).toBe(true);
      expect((await fetch(`${t.url}${image.src}`)).status).toBe(200);
    }
    const kept = (await library()).data!.images.map((row) => row.id);
    expect(kept).toEqual(expect.arrayContaining(cases.map(([{ image }]) => image.id)));

    // Taken off the testimonial, the photo can go.
    await mutate('mutation($id: ID, $input: TestimonialInput!) { saveTestimonial(id: $id, input: $input) { id } }', {
      id: saved.body.data!.saveTestimonial.id,
      input: testimonialInput(null),
    });
    expect((await deleteImage(portrait.image.id)).message).toBe('The image is deleted.');
  });

  it('deletes an image nothing shows: its row, original and variants; its URLs then answer 404', async () => {
    const { image, original, variants } = await stored(21);
    const urls = image.sources.flatMap((source) => srcsetUrls(source.srcset));
    for (const url of urls) expect((await fetch(`${t.url}${url}`)).status).toBe(200);
    expect(existsSync(variants)).toBe(true);

    expect(await deleteImage(image.id, asStaff({ 'accept-language': 'km' }))).toEqual({
      message: 'រូបភាពត្រូវបានលុបហើយ។',
      error: undefined,
    });
    expect((await library()).data!.images.map((row) => row.id)).not.toContain(image.id);
    expect(existsSync(original)).toBe(false);
    expect(existsSync(variants)).toBe(false);
    for (const url of urls) expect((await fetch(`${t.url}${url}`)).status).toBe(404);

    const again = await deleteImage(image.id);
    expect(again.error?.extensions?.code).toBe('NOT_FOUND');
    expect(again.error?.message).toBe('There is no such image.');
    expect((await deleteImage('not-an-id')).error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('and saving an article that shows it at the same moment never leave the article showing a deleted image', async () => {
    const { image } = await stored(31);
    const { images } = t.app.use(imagesFeature);
    // A use check that holds the delete after it has looked the image up, until the save checks the image.
    let held = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    images.registerUse('held-in-test', async (id) => {
      if (id !== image.id) return [];
      held = true;
      await gate;
      return [];
    });
    let checked = false;
    const missing = images.missing.bind(images);
    images.missing = (ids, tx) => {
      if (ids.includes(image.id)) checked = true;
      return missing(ids, tx);
    };
    try {
      const deleting = deleteImage(image.id);
      await waitUntil('the delete checking where the image is used', () => held);
      const saving = graphql<{ savePost: { id: string } }>(
        t.url,
        'mutation($input: PostInput!) { savePost(input: $input) { id } }',
        {
          input: {
            slug: 'angkor-sunrise',
            title: words('Angkor at sunrise', 'អង្គរពេលថ្ងៃរះ'),
            summary: words('A short summary.', 'សេចក្ដីសង្ខេបខ្លី។'),
            body: words('Some words.', 'ពាក្យខ្លះៗ។'),
            coverImageId: image.id,
          },
        },
        asStaff(),
      );
      // The embedded PGlite runs one transaction at a time: there the save cannot begin before the delete ends.
      if (process.env.TEST_DATABASE_URL) await waitUntil('the save checking that the image exists', () => checked);
      release();
      // The delete began first: it goes through, and the save (which waited for it) is refused.
      expect(await deleting).toEqual({ message: 'The image is deleted.', error: undefined });
      const saved = await saving;
      expect(saved.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const article = await graphql<{ post: { id: string } | null }>(
        t.url,
        'query { post(slug: "angkor-sunrise") { id } }',
        {},
        asStaff(),
      );
      expect(article.body.data?.post).toBeNull();
    } finally {
      images.missing = missing;
      release();
    }
  });
});
