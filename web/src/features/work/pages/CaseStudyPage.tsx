import { useEffect } from 'react';
import { Alert, CircularProgress, Container, Link, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import { CaseStudyDocument } from '../../../gql/graphql';
import { CaseStudyArticle } from '../components/CaseStudyArticle';

/** /work/{slug}: one published case study (staff also see drafts: the preview). */
export default function CaseStudyPage() {
  const { t, language } = useT();
  const localize = useLocalize();
  const slug = useParams().slug ?? '';
  const { data, loading, error } = useQuery(CaseStudyDocument, { variables: { slug, language } });
  const study = data?.caseStudy;
  // The title names the case study once it is read (the page's head is the route's until then).
  useEffect(() => {
    if (study) document.title = t('meta.titleTemplate', { title: study.title });
  }, [study, t]);
  return (
    <>
      {loading && !data && (
        <Container sx={{ py: 8, minHeight: '60vh' }}>
          <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
            {t('pages.work-case.title')}
          </Typography>
          <CircularProgress size={32} aria-label={t('common.loading')} />
        </Container>
      )}
      {error && !data && (
        <Container sx={{ py: 8 }}>
          <Alert severity="error">{errorText(error, t('work.loadFailed'))}</Alert>
        </Container>
      )}
      {data && !study && (
        <Container sx={{ py: 8 }}>
          <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
            {t('work.notFound')}
          </Typography>
          <Link component={RouterLink} to={localize('/work')}>
            {t('work.allWork')}
          </Link>
        </Container>
      )}
      {study && <CaseStudyArticle study={study} />}
    </>
  );
}
