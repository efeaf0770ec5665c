import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BLOG_ARTICLE, PACKAGES, PAGE_ROUTES, SERVICE_LIST, SITE } from '@site/common';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { caseStudiesFeature } from '../case-studies/index.js';

describe('sitemap.xml, robots.txt and llms.txt', () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  it('lists every indexable page in both languages with reciprocal alternates', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const indexable = PAGE_ROUTES.filter((route) => route.indexable);
    // Every indexable page and every published article (the one the site shipped with), in both languages
    // (before any case study is published: the next test adds one).
    expect(locs).toHaveLength((indexable.length + 1) * 2);
    expect(locs).toContain(`${site.url}/km/blog/${BLOG_ARTICLE.slug}`);
    const article = xml
      .split('<url>')
      .find((block) => block.includes(`<loc>${site.url}/blog/${BLOG_ARTICLE.slug}</loc>`));
    expect(article).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(locs).toContain(`${site.url}/`);
    expect(locs).toContain(`${site.url}/km`);
    expect(locs).toContain(`${site.url}/km/services/social-media`);
    for (const hidden of ['/dashboard', '/checkout', '/signin', '/payments', '/blog/add', '/payment-success']) {
      expect(locs).not.toContain(`${site.url}${hidden}`);
      expect(locs).not.toContain(`${site.url}/km${hidden}`);
    }
    // Each <url> names all three alternates, so the two language versions point at each other.
    const faqEntries = xml.split('<url>').filter((block) => /<loc>[^<]*\/faq<\/loc>/.test(block));
    expect(faqEntries).toHaveLength(2);
    for (const entry of faqEntries) {
      expect(entry).toContain(`hreflang="en" href="${site.url}/faq"`);
      expect(entry).toContain(`hreflang="km" href="${site.url}/km/faq"`);
      expect(entry).toContain(`hreflang="x-default" href="${site.url}/faq"`);
    }
  });

  it('adds each published case study, with its lastmod, to the sitemap and llms.txt; drafts stay out', async () => {
    const { caseStudies } = site.app.use(caseStudiesFeature);
    const words = (en: string, km: string) => ({ en, km });
    const draft = (slug: string) => ({
      slug,
      title: words('Direct bookings for a guesthouse', 'ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់'),
      summary: words('A bilingual website that pays for itself.', 'គេហទំព័រពីរភាសាដែលរកប្រាក់ចំណូលមកវិញ។'),
      client: words('Banyan Courtyard Guesthouse', 'ផ្ទះសំណាក់ Banyan Courtyard'),
      industry: words('Hospitality', 'បដិសណ្ឋារកិច្ច'),
      services: ['web-design'],
      problem: words('Almost every guest came through booking sites.', 'ភ្ញៀវស្ទើរតែទាំងអស់កក់តាមគេហទំព័រកក់។'),
      work: words('We built a bilingual site with booking.', 'យើងបានបង្កើតគេហទំព័រពីរភាសាដែលមានការកក់។'),
      results: words('Direct bookings up 40% in 3 months.', 'ការកក់ផ្ទាល់កើនឡើង 40% ក្នុងរយៈពេល 3 ខែ។'),
      photoIds: [],
    });
    const published = await caseStudies.save(undefined, draft('banyan-courtyard'), undefined, 'staff@example.com');
    await caseStudies.publish(published.id, undefined, 'staff@example.com');
    await caseStudies.save(undefined, draft('still-a-draft'), undefined, 'staff@example.com');
    // The documents are made again once the content version changes (read at most once a second).
    let xml = '';
    await waitUntil('the case study in the sitemap', async () => {
      xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
      return xml.includes('/work/banyan-courtyard</loc>');
    });
    for (const loc of [`${site.url}/work/banyan-courtyard`, `${site.url}/km/work/banyan-courtyard`]) {
      const entry = xml.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`));
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    }
    expect(xml).toContain(`<loc>${site.url}/work</loc>`);
    expect(xml).not.toContain('still-a-draft');
    const llms = await (await fetch(`${site.url}/llms.txt`)).text();
    expect(llms).toContain('## Case studies (our work for clients)');
    expect(llms).toContain(
      `- [Direct bookings for a guesthouse](${site.url}/work/banyan-courtyard): A bilingual website that pays for itself.`,
    );
    expect(llms).not.toContain('still-a-draft');
  });

  it('opens public pages to crawlers, closes the API and staff pages, and names the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/api/', '/dashboard', '/km/dashboard', '/payments'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('describes the agency, its services, packages and links for language models', async () => {
    const response = await fetch(`${site.url}/llms.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith(`# ${SITE.name}\n\n> `)).toBe(true);
    expect(text).toContain(SITE.phone);
    expect(text).toContain(SITE.email);
    expect(text).toContain('Monday to Friday, 09:00 to 17:00 (Asia/Phnom_Penh)');
    for (const service of SERVICE_LIST)
      expect(text).toContain(`[${service.name.en}](${site.url}/services/${service.slug})`);
    for (const pkg of PACKAGES) expect(text).toContain(`${pkg.name.en}: $${pkg.priceUsd.toLocaleString('en-US')}`);
    expect(text).toContain(`${site.url}/booking`);
    expect(text).toContain(`${site.url}/km`);
  });
});
