import { Alert, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { CaseStudiesDocument } from '../../../gql/graphql';
import { PageHero } from '../../../shared/components/PageHero';
import { Section } from '../../../shared/components/Section';
import { CaseStudyCards } from '../components/CaseStudyCards';

/** /work and /km/work: every published case study, newest first. */
export default function WorkPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const { data, loading, error } = useQuery(CaseStudiesDocument, { variables: { language } });
  return (
    <>
      <PageHero title={t(`pages.${routeId}.title`)} text={t('work.intro')} />
      <Section id="work-list" title={t('work.listTitle')} deferRendering={false}>
        {loading && !data && <CircularProgress size={32} aria-label={t('common.loading')} />}
        {error && !data && <Alert severity="error">{errorText(error, t('work.loadFailed'))}</Alert>}
        {data && data.caseStudies.length === 0 && <Typography>{t('work.empty')}</Typography>}
        {data && data.caseStudies.length > 0 && <CaseStudyCards studies={data.caseStudies} labelledBy="work-list" />}
      </Section>
    </>
  );
}
