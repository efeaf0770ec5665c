import { articlePath, escapeHtml, localizedPath, SITE, type Language } from '@site/common';
import { renderMarkdown, type MarkdownImage } from './markdown';

/** An article as the feed lists it (the partner API's `posts` with its body). */
export interface FeedArticle {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** The uploaded images the body shows (`![alt](image:{id})`). */
  images?: readonly MarkdownImage[] | null;
  publishedAt: string;
  updatedAt: string;
}

const FEED_TEXT: Record<Language, { title: string; subtitle: string }> = {
  en: { title: `${SITE.name}: Articles`, subtitle: 'Articles from Angkor Digital in Siem Reap, Cambodia.' },
  km: { title: `${SITE.name}៖ អត្ថបទ`, subtitle: 'អត្ថបទពី Angkor Digital នៅសៀមរាប ប្រទេសកម្ពុជា។' },
};

/** An image with absolute addresses: a feed reader shows the entry away from the site. */
function absoluteImage(image: MarkdownImage, url: (path: string) => string): MarkdownImage {
  const srcset = (value: string) =>
    value
      .split(',')
      .map((candidate) => candidate.trim().replace(/^\S+/, (path) => url(path)))
      .join(', ');
  return {
    ...image,
    src: url(image.src),
    sources: image.sources.map((source) => ({ ...source, srcset: srcset(source.srcset) })),
  };
}

/** RFC 3339 as Atom wants it (ISO 8601 in UTC). */
const instant = (value: string) => new Date(value).toISOString();

/**
 * /blog/feed.xml and /km/blog/feed.xml (RFC 4287): the published articles, newest first, each with its
 * link, dates, summary and its body as HTML (the page's own Markdown renderer; escaped as Atom's
 * type="html" content is). `url` makes an absolute URL of a site path (the server fills in the token).
 */
export function atomFeed(articles: readonly FeedArticle[], language: Language, url: (path: string) => string): string {
  const text = FEED_TEXT[language];
  const blog = url(localizedPath('/blog', language));
  const updated = articles.reduce(
    (latest, article) => (instant(article.updatedAt) > latest ? instant(article.updatedAt) : latest),
    articles.length ? instant(articles[0]!.publishedAt) : '1970-01-01T00:00:00.000Z',
  );
  const entries = articles.map((article) => {
    const link = url(localizedPath(articlePath(article.slug), language));
    return [
      '  <entry>',
      `    <id>${escapeHtml(link)}</id>`,
      `    <title>${escapeHtml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(link)}"/>`,
      `    <published>${instant(article.publishedAt)}</published>`,
      `    <updated>${instant(article.updatedAt)}</updated>`,
      `    <summary>${escapeHtml(article.summary)}</summary>`,
      `    <content type="html">${escapeHtml(
        renderMarkdown(
          article.body,
          (article.images ?? []).map((image) => absoluteImage(image, url)),
        ),
      )}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${escapeHtml(blog)}</id>`,
    `  <title>${escapeHtml(text.title)}</title>`,
    `  <subtitle>${escapeHtml(text.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(url(localizedPath('/blog/feed.xml', language)))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(blog)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeHtml(SITE.name)}</name><uri>${escapeHtml(url('/'))}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
