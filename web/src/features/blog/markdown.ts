import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of articles: CommonMark with raw HTML off (a `<tag>` stays text), links
 * only to the web, e-mail and phone (markdown-it's validateLink refuses javascript:, vbscript:, file:
 * and data: other than images), and every link to another site opened safely.
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });
const SAFE = /^(?:https?:|mailto:|tel:|\/|#|\.)/i;
const defaultValidate = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) =>
  defaultValidate(url) && (SAFE.test(url.trim()) || !/^[a-z][a-z0-9+.-]*:/i.test(url.trim()));
const renderLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '');
  if (/^https?:/i.test(href)) {
    tokens[idx].attrSet('rel', 'noopener noreferrer');
    tokens[idx].attrSet('target', '_blank');
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};
const renderImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('loading', 'lazy');
  tokens[idx].attrSet('decoding', 'async');
  return renderImage(tokens, idx, options, env, self);
};

/** An article's Markdown as HTML that cannot run anything. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
