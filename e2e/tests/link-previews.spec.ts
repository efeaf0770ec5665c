import { expect, test, type APIRequestContext } from '@playwright/test';
import { LANGUAGES, localizedPath, PAGE_ROUTES } from '@site/common';
import { quickIf, text } from './support';

// What a chat app, a social network or a search engine reads from a shared link: every public page in
// both languages names its own 1200×630 preview image, described in the page's language.

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
/** Attribute text as the visitor reads it (the five entities escapeHtml writes). */
const decodeHtml = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!);

/** The content of every <meta property|name="…"> of a document, by property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, decodeHtml(content));
  }
  return tags;
}

/** Width and height from the IHDR chunk of a PNG (after its signature). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function imageOf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return pngSize(await response.body());
}

const KHMER = /[\u1780-\u17FF]/;

for (const language of LANGUAGES) {
  test(
    `every public page in ${language} has its preview image, alt text and card tags`,
    { tag: quickIf(language === 'km') },
    async ({ request, baseURL }) => {
      const images = new Set<string>();
      for (const route of PAGE_ROUTES.filter(({ access }) => access === 'public')) {
        const path = localizedPath(route.path, language);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const meta = metaTags(html);
        const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)![1]!);

        const image = meta.get('og:image')!;
        expect(image, path).toBe(`${baseURL}/og/${language}/${route.id}.png`);
        expect(meta.get('og:image:width')).toBe('1200');
        expect(meta.get('og:image:height')).toBe('630');
        expect(meta.get('og:image:type')).toBe('image/png');
        // The alt text names what the image shows, the page's title, in the page's language.
        const alt = meta.get('og:image:alt')!;
        expect(alt, path).toContain(text(language, `pages.${route.id}.title`));
        if (language === 'km') expect(alt, path).toMatch(KHMER);
        else expect(alt, path).not.toMatch(KHMER);

        expect(meta.get('twitter:card')).toBe('summary_large_image');
        expect(meta.get('twitter:title')).toBe(title);
        expect(meta.get('twitter:description')).toBe(meta.get('description'));
        expect(meta.get('twitter:image')).toBe(image);
        expect(meta.get('twitter:image:alt')).toBe(alt);

        expect(await imageOf(request, image)).toEqual({ width: 1200, height: 630 });
        images.add(image);
      }
      // One image per page: no two pages share a picture.
      expect(images.size).toBe(PAGE_ROUTES.filter(({ access }) => access === 'public').length);
    },
  );
}

test('the 404 page previews with the home page image of its language', async ({ request, baseURL }) => {
  const response = await request.get('/km/no-such-page');
  expect(response.status()).toBe(404);
  const meta = metaTags(await response.text());
  expect(meta.get('og:image')).toBe(`${baseURL}/og/km/home.png`);
  expect(await imageOf(request, meta.get('og:image')!)).toEqual({ width: 1200, height: 630 });
});

test('/favicon.ico is a real icon, cached for long; pages still link the SVG mark', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  expect(response.headers()['cache-control']).toMatch(/max-age=31536000/);
  const body = await response.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThanOrEqual(1);
  const home = await (await request.get('/')).text();
  expect(home).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
});
