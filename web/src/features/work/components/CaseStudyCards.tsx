import { Alert, Box, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import type { ServiceSlug } from '@site/common';
import { errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import { CaseStudiesDocument, type CaseStudyCardFragment } from '../../../gql/graphql';
import { cardGridSx, cardSx } from '../../../shared/components/FeatureCardList';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { Section } from '../../../shared/components/Section';

/** Case studies as cards: cover photo, title linking to its page, client and industry, summary, services. */
export function CaseStudyCards({
  studies,
  labelledBy,
}: {
  studies: readonly CaseStudyCardFragment[];
  labelledBy: string;
}) {
  const { t } = useT();
  const localize = useLocalize();
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ ...cardGridSx(3), listStyle: 'none', p: 0, m: 0 }}>
      {studies.map((study) => (
        <Box
          component="li"
          key={study.id}
          sx={{ ...cardSx, p: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
        >
          {study.photos[0] && (
            <ResponsiveImage
              image={study.photos[0]}
              sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, 100vw"
            />
          )}
          <Stack spacing={1} sx={{ p: 3, flexGrow: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {study.client} · {study.industry}
            </Typography>
            <Typography component="h3" variant="h5">
              <Link component={RouterLink} to={localize(`/work/${study.slug}`)} sx={{ textUnderlineOffset: 3 }}>
                {study.title}
              </Link>
            </Typography>
            <Typography variant="body1">{study.summary}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, pt: 1 }} aria-label={t('work.servicesUsed')}>
              {study.services.map((service) => (
                <Chip key={service} size="small" label={t(`serviceNames.${service as ServiceSlug}`)} />
              ))}
            </Stack>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

interface LatestWorkProps {
  id: string;
  title: string;
  /** Only case studies that used this service (a service page). */
  service?: ServiceSlug;
  limit?: number;
  tinted?: boolean;
}

/**
 * The latest published case studies (the home page), or those that used one service (each service
 * page); nothing while there are none. Loading and failure show in place.
 */
export function LatestWork({ id, title, service, limit = 3, tinted }: LatestWorkProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const { data, loading, error } = useQuery(CaseStudiesDocument, { variables: { language, service, limit } });
  if (data && data.caseStudies.length === 0) return null;
  return (
    <Section id={id} title={title} tinted={tinted}>
      {loading && !data && <CircularProgress size={28} aria-label={t('common.loading')} />}
      {error && !data && <Alert severity="error">{errorText(error, t('work.loadFailed'))}</Alert>}
      {data && <CaseStudyCards studies={data.caseStudies} labelledBy={id} />}
      <Link
        component={RouterLink}
        to={localize('/work')}
        sx={{ display: 'inline-block', mt: 3, fontWeight: 700, minHeight: 44 }}
      >
        {t('work.allWork')}
      </Link>
    </Section>
  );
}
