import { useEffect } from 'react';
import { Alert, CircularProgress, Container, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { CaseStudyDocument } from '../../../gql/graphql';
import { CaseStudyArticle } from '../components/CaseStudyArticle';
import { pageFor } from '../../../app/pages';

/** The site's 404 page, in place of a case study that is not (or not yet) published. */
function NotFoundPage() {
  const { Component: NotFound } = pageFor(undefined);
  return <NotFound routeId="notFound" />;
}

/** /work/{slug}: one published case study (staff also see drafts: the preview). */
export default function CaseStudyPage() {
  const { t, language } = useT();
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
      {/* Unknown, draft or scheduled: the 404 page (the server answers it with status 404). */}
      {data && !study && <NotFoundPage />}
      {study && <CaseStudyArticle study={study} />}
    </>
  );
}
