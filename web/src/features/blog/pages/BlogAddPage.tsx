import { useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { EditorPostsDocument } from '../../../gql/graphql';
import { EditorWorkspace, useChosenPiece } from '../../../shared/components/EditorWorkspace';
import { PostEditor } from '../components/PostEditor';

/** /blog/add: the staff's articles, and the editor for a new one or the one chosen. */
export default function BlogAddPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const list = useQuery(EditorPostsDocument, { fetchPolicy: 'cache-and-network' });
  // Kept in the address: a reload or a shared link opens the same piece.
  const [chosen, setChosen] = useChosenPiece();
  const posts = list.data?.posts ?? [];
  const post = posts.find((item) => item.id === chosen);

  return (
    <EditorWorkspace
      heading={t(`pages.${routeId}.title`)}
      intro={t('editor.intro')}
      listLabel={t('editor.articles')}
      formLabel={t('editor.articleForm')}
      newLabel={t('editor.new')}
      loadFailed={list.error && errorText(list.error, t('editor.loadFailed'))}
      items={{
        loading: list.loading && !list.data,
        list: posts.map((item) => ({ id: item.id, title: item.titles[language] || item.slug, status: item.status })),
      }}
      chosen={chosen}
      onChoose={setChosen}
    >
      {/* A new key per article (and per revision) starts the form from what is stored. */}
      <PostEditor
        key={post ? `${post.id}:${post.revision}:${post.status}` : 'new'}
        post={post}
        onSaved={(id) => {
          setChosen(id);
          void list.refetch().catch(() => undefined);
        }}
      />
    </EditorWorkspace>
  );
}
