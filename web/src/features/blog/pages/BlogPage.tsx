import RssFeed from '@mui/icons-material/RssFeed';
import { Box, Container, Link, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { articlePath } from '@site/common';
import { BlogPostsDocument, type Language } from '../../../gql/graphql';
import { useLocalize, useT } from '../../../app/language';
import { PageHero } from '../../../shared/components/PageHero';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useArticleDate } from '../components/Article';
import { ContentState } from '../components/ContentState';

/** The published articles, newest first: each with its cover, date, title (its link) and summary. */
function ArticleList() {
  const { t, language } = useT();
  const localize = useLocalize();
  const dateOf = useArticleDate();
  const { data, loading, error } = useQuery(BlogPostsDocument, { variables: { language: language as Language } });
  if (loading && !data) return <ContentState busy message={t('articles.listLoading')} />;
  if (error || !data) return <ContentState busy={false} message={t('articles.listFailed')} />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {data.posts.length === 0 ? (
        <Typography>{t('articles.empty')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('pages.blog.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.posts.map((post) => (
            <Box
              component="li"
              key={post.id}
              sx={{ py: 3, borderBottom: 1, borderColor: 'divider', '&:first-of-type': { pt: 0 } }}
            >
              <Box
                component="article"
                aria-labelledby={`post-${post.id}`}
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: post.coverImage ? { xs: '1fr', sm: '12rem minmax(0, 1fr)' } : '1fr',
                  alignItems: 'start',
                }}
              >
                {post.coverImage && (
                  <ResponsiveImage
                    image={post.coverImage}
                    sizes="(min-width: 600px) 12rem, 100vw"
                    sx={{ borderRadius: 1, overflow: 'hidden' }}
                  />
                )}
                <Box>
                  <Typography variant="h2" id={`post-${post.id}`} sx={{ fontSize: '1.5rem', mb: 1 }}>
                    <Link
                      href={localize(articlePath(post.slug))}
                      sx={{ color: 'primary.dark', textUnderlineOffset: 3 }}
                    >
                      {post.title}
                    </Link>
                  </Typography>
                  {post.publishedAt && (
                    <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                      <time dateTime={new Date(post.publishedAt as string).toISOString()}>
                        {t('articles.published', { date: dateOf(post.publishedAt as string) })}
                      </time>
                    </Typography>
                  )}
                  <Typography variant="body1">{post.summary}</Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Typography component="p" variant="body2" sx={{ mt: 4 }}>
        <Link
          href={localize('/blog/feed.xml')}
          type="application/atom+xml"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 1 }}
        >
          <RssFeed fontSize="small" aria-hidden />
          {t('articles.feed')}
        </Link>
      </Typography>
    </Container>
  );
}

/** /blog and /km/blog: the published articles, rendered by the server from what is stored. */
export default function BlogPage() {
  const { t } = useT();
  return (
    <StaticHtml id="blog">
      <PageHero title={t('pages.blog.title')} text={t('articles.intro')} />
      <ArticleList />
    </StaticHtml>
  );
}
