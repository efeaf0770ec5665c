import { useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Container, Typography } from '@mui/material';
import { formatDate, zonedDate, type Language } from '@site/common';
import { ensureLocale } from '../../../app/i18n';
import { useT } from '../../../app/language';
import { useBusinessZone } from '../../../app/businessZone';
import type { ImageFieldsFragment } from '../../../gql/graphql';
import { PageHero } from '../../../shared/components/PageHero';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { renderMarkdown } from '../markdown';

export interface ArticleContent {
  title: string;
  summary: string;
  /** Markdown (rendered by markdown.ts: no raw HTML, no script links). */
  body: string;
  /** Null for a draft in the editor's preview. */
  publishedAt: string | Date | null;
  /** The cover photo, shown above the body (loaded at once: it is above the fold). */
  coverImage?: ImageFieldsFragment | null;
  /** The uploaded images the body shows (`![alt](image:{id})`): rendered as responsive pictures. */
  images?: readonly ImageFieldsFragment[];
}

/** A day as the page's language writes it, in the office's zone (the same text on server and browser). */
export function useArticleDate(language?: Language): (at: string | Date) => string {
  const { timeZone } = useBusinessZone();
  const page = useT().language as Language;
  return (at) => formatDate(zonedDate(new Date(at), timeZone), language ?? page);
}

/** The styles of an article's Markdown: Khmer needs taller lines; images never overflow. */
export const articleBodySx = (language: string) =>
  ({
    lineHeight: language === 'km' ? 1.9 : 1.65,
    fontSize: '1.0625rem',
    overflowWrap: 'anywhere',
    '& h2': { fontSize: '1.5rem', color: 'primary.dark', mt: 4, mb: 1.5, lineHeight: 1.35 },
    '& h3': { fontSize: '1.25rem', mt: 3, mb: 1, lineHeight: 1.4 },
    '& p, & ul, & ol': { mt: 0, mb: 2 },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& blockquote': { m: 0, mb: 2, p: 2, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'background.paper' },
    '& a': { color: 'primary.dark', textUnderlineOffset: 3 },
  }) as const;

/**
 * One article as it is published: the hero with its title and summary, the date, and the Markdown body.
 * The public page (/blog/{slug}) and the editor's preview both render this, so the preview is exactly
 * what visitors will see.
 */
export function Article({
  article,
  heading = 'h1',
  language: written,
}: {
  article: ArticleContent;
  heading?: 'h1' | 'h2';
  /** The language the article is written in (the editor previews either); the page's by default. */
  language?: Language;
}) {
  const { t, language: page } = useT();
  const language = written ?? (page as Language);
  const dateOf = useArticleDate(language);
  // The editor previews the other language too: its messages are loaded (once) for the date's words.
  const { i18n } = useTranslation();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    void ensureLocale(i18n, language)?.then(loaded, () => undefined);
  }, [i18n, language]);
  const published = (at: string | Date) =>
    i18n.exists('articles.published', { lng: language })
      ? t('articles.published', { date: dateOf(at), lng: language })
      : dateOf(at);
  const html = useMemo(() => renderMarkdown(article.body, article.images ?? []), [article.body, article.images]);
  return (
    <Box component="article" lang={language}>
      {heading === 'h1' ? (
        <PageHero title={article.title} current={article.title} text={article.summary} />
      ) : (
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: { xs: 3, md: 4 } }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {article.title}
          </Typography>
          <Typography component="p" variant="subtitle1">
            {article.summary}
          </Typography>
        </Box>
      )}
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {article.publishedAt && (
          <Typography component="p" variant="subtitle2" sx={{ color: 'text.secondary', mb: 3 }}>
            <time dateTime={new Date(article.publishedAt).toISOString()}>{published(article.publishedAt)}</time>
          </Typography>
        )}
        {article.coverImage && (
          <ResponsiveImage
            image={article.coverImage}
            aboveFold
            sizes="(min-width: 900px) 852px, 100vw"
            sx={{ mb: 3, borderRadius: 1 }}
          />
        )}
        <Box data-testid="article-body" sx={articleBodySx(language)} dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
    </Box>
  );
}
