import { BLOG_ARTICLE, type BlogArticle, type Language, type Localized } from '@site/common';
import type { PostDraft } from './posts.rules.js';

/** The article the site shipped with, written as Markdown: the first stored article (issue 32). */
export function firstArticle(article: BlogArticle = BLOG_ARTICLE): PostDraft & { publishedAt: Date } {
  const body = (language: Language) => {
    const blocks: string[] = [`> ${article.disclosure[language]}`];
    const section = (title: Localized, paragraphs: string[], points: string[] = []) => {
      blocks.push(
        `## ${title[language]}`,
        ...paragraphs,
        ...(points.length ? [points.map((p) => `- ${p}`).join('\n')] : []),
      );
    };
    section(
      article.overview.title,
      article.overview.paragraphs[language],
      article.overview.facts.map((fact) => `**${fact.label[language]}:** ${fact.value[language]}`),
    );
    for (const part of article.sections)
      section(
        part.title,
        part.paragraphs[language],
        (part.points ?? []).map((point) => point[language]),
      );
    section(
      article.advantages.title,
      [],
      article.advantages.items.map((item) => `**${item.title[language]}:** ${item.text[language]}`),
    );
    section(article.results.title, [
      article.results.intro[language],
      article.results.items.map((item) => `- **${item.title[language]}:** ${item.text[language]}`).join('\n'),
      `*${article.results.note[language]}*`,
    ]);
    section(
      article.audience.title,
      [article.audience.intro[language]],
      article.audience.items.map((i) => i[language]),
    );
    section(article.verdict.title, [article.verdict.text[language]]);
    return blocks.join('\n\n');
  };
  return {
    slug: article.slug,
    text: { title: article.title, summary: article.lead, body: { en: body('en'), km: body('km') } },
    tags: ['angkor-digital'],
    coverImageId: null,
    publishedAt: new Date(`${article.datePublished}T02:00:00Z`),
  };
}
