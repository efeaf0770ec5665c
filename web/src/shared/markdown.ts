import MarkdownIt from 'markdown-it';
import { IMAGE_REFERENCE } from '@site/common';

/** What the renderer needs of an uploaded image to show it (the ImageFields fragment). */
export interface MarkdownImage {
  id: string;
  width: number;
  height: number;
  alt: string;
  src: string;
  sources: readonly { type: string; srcset: string }[];
}

type RenderEnv = {
  images?: ReadonlyMap<string, MarkdownImage>;
  sizes?: string;
};

/**
 * The one Markdown renderer of articles and case studies: CommonMark with raw HTML off (a `<tag>`
 * stays text), links only to the web, e-mail and phone (markdown-it's validateLink refuses
 * javascript:, vbscript:, file: and data:), every link to another site opened safely, and images only
 * the uploaded ones (`![alt](image:{id})`) as a responsive <picture> of known size; any other image
 * (another host, an unknown id) stays its alt text, inert.
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
const SAFE = /^(?:https?:|mailto:|tel:|\/|#|\.)/i;
const defaultValidate = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => {
  const target = url.trim();
  if (IMAGE_REFERENCE.test(target)) return true;
  return defaultValidate(url) && (SAFE.test(target) || !/^[a-z][a-z0-9+.-]*:/i.test(target));
};
const renderLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  // image: names a picture, not a page: such a link leads nowhere.
  if (IMAGE_REFERENCE.test(href)) tokens[idx].attrs = (tokens[idx].attrs ?? []).filter(([name]) => name !== 'href');
  if (/^https?:/i.test(href)) {
    tokens[idx].attrSet('rel', 'noopener noreferrer');
    tokens[idx].attrSet('target', '_blank');
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};
const escape = markdown.utils.escapeHtml;
markdown.renderer.rules.image = (tokens, idx, options, rawEnv) => {
  const env = rawEnv as RenderEnv | undefined;
  const token = tokens[idx];
  const alt = token.children ? markdown.renderer.renderInlineAsText(token.children, options, env) : token.content;
  const id = IMAGE_REFERENCE.exec(String(token.attrGet('src') ?? ''))?.[1]?.toLowerCase();
  const image = id ? env?.images?.get(id) : undefined;
  if (!image) return `<span class="image-unavailable">${escape(alt)}</span>`;
  const sizes = escape(env?.sizes ?? '100vw');
  const sources = image.sources
    .map((source) => `<source type="${escape(source.type)}" srcset="${escape(source.srcset)}" sizes="${sizes}">`)
    .join('');
  // The author's words describe the picture where they wrote them; the library's alt text otherwise.
  const text = escape(alt.trim() || image.alt);
  return (
    `<picture>${sources}<img src="${escape(image.src)}" width="${image.width}" height="${image.height}" ` +
    `alt="${text}" loading="lazy" decoding="async"></picture>`
  );
};

/** Markdown as HTML that cannot run anything; `images` are the uploaded images it may show. */
export function renderMarkdown(
  source: string,
  images: readonly MarkdownImage[] = [],
  sizes = '(min-width: 900px) 760px, 100vw',
): string {
  const env: RenderEnv = {
    images: new Map(images.filter((image) => image?.id).map((image) => [image.id.toLowerCase(), image])),
    sizes,
  };
  return markdown.render(source, env);
}
