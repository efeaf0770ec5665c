import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { EditorCaseStudiesDocument } from '../../../gql/graphql';
import { CaseStudyEditor } from '../components/CaseStudyEditor';
import { TestimonialsEditor } from '../components/TestimonialsEditor';

/** /dashboard/case-studies: the staff's case studies and the editor, then the testimonials. */
export default function CaseStudiesEditorPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const list = useQuery(EditorCaseStudiesDocument, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | 'new'>('new');
  const studies = list.data?.caseStudies ?? [];
  const study = studies.find((item) => item.id === chosen);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('work.editor.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '16rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label={t('work.editor.list')}>
          <Button variant={chosen === 'new' ? 'contained' : 'outlined'} fullWidth onClick={() => setChosen('new')}>
            {t('work.editor.new')}
          </Button>
          {list.loading && !list.data && <CircularProgress size={24} sx={{ m: 2 }} aria-label={t('common.loading')} />}
          {list.error && <Alert severity="error">{errorText(list.error, t('work.loadFailed'))}</Alert>}
          <List dense>
            {studies.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton selected={item.id === chosen} onClick={() => setChosen(item.id)}>
                  <ListItemText
                    primary={item.texts.title[language] || item.slug}
                    secondary={t(`editor.status.${item.status}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <CaseStudyEditor
          key={study ? `${study.id}:${study.revision}:${study.status}` : 'new'}
          study={study}
          onSaved={(id) => {
            setChosen(id);
            void list.refetch().catch(() => undefined);
          }}
        />
      </Box>
      <TestimonialsEditor />
    </Container>
  );
}
