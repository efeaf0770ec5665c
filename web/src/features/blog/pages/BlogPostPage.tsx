import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { BlogPostDocument, type Language } from '../../../gql/graphql';
import { useT } from '../../../app/language';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { Article } from '../components/Article';
import { ContentState } from '../components/ContentState';
import { pageFor } from '../../../app/pages';

function StoredArticle({ slug }: { slug: string }) {
  const { t, language } = useT();
  const { data, loading, error } = useQuery(BlogPostDocument, {
    variables: { slug, language: language as Language },
  });
  const title = data?.post?.title;
  useEffect(() => {
    // After client-side navigation (the server wrote the first page's head itself).
    if (title) document.title = t('meta.titleTemplate', { title });
  }, [title, t]);
  if (loading && !data) return <ContentState busy message={t('articles.loading')} />;
  if (error || !data) return <ContentState busy={false} message={t('articles.loadFailed')} />;
  // Unknown, draft or scheduled: the 404 page (the server answers it with status 404).
  if (!data.post) {
    const { Component: NotFound } = pageFor(undefined);
    return <NotFound routeId="notFound" />;
  }
  return <Article article={data.post as Parameters<typeof Article>[0]['article']} />;
}

/** /blog/{slug} and /km/blog/{slug}: one published article, rendered by the server from what is stored. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <StaticHtml id={`article-${slug}`}>
      <StoredArticle slug={slug} />
    </StaticHtml>
  );
}
