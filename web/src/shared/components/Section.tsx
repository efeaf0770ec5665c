import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

interface SectionProps {
  /** id of the heading, which labels the section (and its lists). */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** A tinted background to separate it from its neighbours. */
  tinted?: boolean;
  maxWidth?: 'md' | 'lg';
  /**
   * Lay out and paint the section only when it nears the viewport (default). Turn it off for a short
   * section in the first screen: the browser first sizes it at the 900 px placeholder, then at its
   * real height, and what follows it (the footer) jumps into view (/work with no case study had a
   * layout shift of 0.34).
   */
  deferRendering?: boolean;
}

/** A page section: an h2 that names it, an optional intro, then its content. */
export function Section({
  id,
  title,
  intro,
  children,
  tinted = false,
  maxWidth = 'lg',
  deferRendering = true,
}: SectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        bgcolor: tinted ? 'background.paper' : undefined,
        py: { xs: 6, md: 9 },
        // The browser lays out and paints a section only when it nears the viewport: long pages
        // (27 FAQ answers in Khmer) cost a slow phone far less on load. 'auto' remembers the size.
        ...(deferRendering && { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' }),
      }}
    >
      <Container maxWidth={maxWidth}>
        <Typography id={id} variant="h2" sx={{ color: 'primary.dark', mb: intro ? 1.5 : 4 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4, maxWidth: '65ch' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
