import { useMemo } from 'react';
import { Box, Chip, Container, Stack, Typography } from '@mui/material';
import type { ServiceSlug } from '@site/common';
import { useT } from '../../../app/language';
import type { ImageFieldsFragment } from '../../../gql/graphql';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { renderMarkdown } from '../../../shared/markdown';

/** What a case study page shows, in one language. */
export interface CaseStudyContent {
  title: string;
  summary: string;
  client: string;
  industry: string;
  services: readonly string[];
  problem: string;
  work: string;
  results: string;
  quote?: string | null;
  quoteBy?: string | null;
  photos: readonly ImageFieldsFragment[];
  /** Every image the Markdown may show. */
  images: readonly ImageFieldsFragment[];
}

const CONTENT_SIZES = '(min-width: 900px) 860px, 100vw';

/**
 * One case study as visitors see it: the page and the editor's preview render this same component,
 * so the preview is exactly what will be published. Markdown goes through the one renderer.
 */
export function CaseStudyArticle({ study, headingLevel = 1 }: { study: CaseStudyContent; headingLevel?: 1 | 2 }) {
  const { t, language } = useT();
  const html = useMemo(() => {
    const render = (source: string) => renderMarkdown(source, study.images, CONTENT_SIZES);
    return { problem: render(study.problem), work: render(study.work), results: render(study.results) };
  }, [study.problem, study.work, study.results, study.images]);
  const [cover, ...photos] = study.photos;
  const sub = headingLevel === 1 ? 'h2' : 'h3';
  const part = (key: 'problem' | 'work' | 'results') => (
    <Box component="section" aria-labelledby={`case-${key}`} sx={{ mt: 4 }}>
      <Typography id={`case-${key}`} component={sub} variant="h3" sx={{ color: 'primary.dark', mb: 1.5 }}>
        {t(`work.${key}`)}
      </Typography>
      <Box
        sx={{
          lineHeight: language === 'km' ? 1.9 : 1.6,
          '& picture': { my: 2 },
          '& img': { maxWidth: '100%', height: 'auto' },
        }}
        dangerouslySetInnerHTML={{ __html: html[key] }}
      />
    </Box>
  );
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {study.client} · {study.industry}
      </Typography>
      <Typography component={headingLevel === 1 ? 'h1' : 'h2'} variant="h2" sx={{ color: 'primary.dark', mb: 2 }}>
        {study.title}
      </Typography>
      <Typography variant="body1" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {study.summary}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 3 }} aria-label={t('work.servicesUsed')}>
        {study.services.map((service) => (
          <Chip key={service} size="small" label={t(`serviceNames.${service as ServiceSlug}`)} />
        ))}
      </Stack>
      {cover && (
        <ResponsiveImage
          image={cover}
          sizes={CONTENT_SIZES}
          aboveFold={headingLevel === 1}
          sx={{ borderRadius: 2, overflow: 'hidden' }}
        />
      )}
      {part('problem')}
      {part('work')}
      {part('results')}
      {study.quote && (
        <Box
          component="figure"
          sx={{ mx: 0, my: 4, p: 3, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'background.paper' }}
        >
          <Box component="blockquote" sx={{ m: 0 }}>
            <Typography variant="body1" sx={{ fontSize: '1.15rem' }}>
              “{study.quote}”
            </Typography>
          </Box>
          {study.quoteBy && (
            <Typography component="figcaption" variant="subtitle2" sx={{ mt: 1 }}>
              {study.quoteBy}
            </Typography>
          )}
        </Box>
      )}
      {photos.length > 0 && (
        <Box
          component="ul"
          aria-label={t('work.photos')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 4,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {photos.map((photo) => (
            <Box component="li" key={photo.id}>
              <ResponsiveImage image={photo} sizes="(min-width: 900px) 430px, (min-width: 600px) 50vw, 100vw" />
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
