import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { Breadcrumbs } from './Breadcrumbs';

interface PageHeroProps {
  /** A short line above the heading (e.g. the service name when the heading is a promise). */
  eyebrow?: ReactNode;
  /** Home > ... > this page above the heading; on by default (the home page has no trail anyway). */
  breadcrumbs?: boolean;
  /** The trail's last item, where the page's own name is stored content (an article's title). */
  current?: string;
  title: ReactNode;
  /** A larger line under the heading. */
  lead?: ReactNode;
  text?: ReactNode;
  /** Buttons: stacked on phones, in a row from the sm breakpoint. */
  actions?: ReactNode;
}

/** The top band of a content page: its one h1, on the brand teal. */
export function PageHero({ eyebrow, breadcrumbs = true, current, title, lead, text, actions }: PageHeroProps) {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="lg" sx={{ pt: breadcrumbs ? { xs: 3, md: 4 } : { xs: 6, md: 10 }, pb: { xs: 6, md: 10 } }}>
        {breadcrumbs && <Breadcrumbs current={current} />}
        <Box sx={{ maxWidth: '48rem' }}>
          {eyebrow && (
            <Typography component="p" variant="overline" sx={{ color: '#f3c99a', mb: 1 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {lead && (
            <Typography component="p" variant="h4" sx={{ fontWeight: 400, mb: 2 }}>
              {lead}
            </Typography>
          )}
          {text && (
            <Typography variant="subtitle1" component="p" sx={{ opacity: 0.92 }}>
              {text}
            </Typography>
          )}
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mt: 4, flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}

/** Button styles that read on the teal hero. */
export const onDarkOutlined = {
  color: '#ffffff',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.08)' },
} as const;
