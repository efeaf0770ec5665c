import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { EditorPostsDocument } from '../../../gql/graphql';
import { PostEditor } from '../components/PostEditor';

/** /blog/add: the staff's articles, and the editor for a new one or the one chosen. */
export default function BlogAddPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const list = useQuery(EditorPostsDocument, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | 'new'>('new');
  const posts = list.data?.posts ?? [];
  const post = posts.find((item) => item.id === chosen);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('editor.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '16rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label={t('editor.articles')}>
          <Button variant={chosen === 'new' ? 'contained' : 'outlined'} fullWidth onClick={() => setChosen('new')}>
            {t('editor.new')}
          </Button>
          {list.loading && !list.data && <CircularProgress size={24} sx={{ m: 2 }} aria-label={t('common.loading')} />}
          {list.error && <Alert severity="error">{errorText(list.error, t('editor.loadFailed'))}</Alert>}
          <List dense>
            {posts.map((item) => (
              <ListItemButton key={item.id} selected={item.id === chosen} onClick={() => setChosen(item.id)}>
                <ListItemText
                  primary={item.titles[language] || item.slug}
                  secondary={t(`editor.status.${item.status}`)}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
        {/* A new key per article (and per revision) starts the form from what is stored. */}
        <PostEditor
          key={post ? `${post.id}:${post.revision}:${post.status}` : 'new'}
          post={post}
          onSaved={(id) => {
            setChosen(id);
            void list.refetch().catch(() => undefined);
          }}
        />
      </Box>
    </Container>
  );
}
