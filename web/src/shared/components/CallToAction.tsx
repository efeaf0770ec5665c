import { Box, Container, Stack, Typography } from '@mui/material';
import type { CallToAction as CallToActionContent } from '@site/common';
import { useLocalized } from '../useLocalized';
import { LinkButton } from './LinkButton';
import { onDarkOutlined } from './PageHero';

interface CallToActionProps {
  id: string;
  content: CallToActionContent;
  /** Hidden words after the secondary label when it alone would not name its target. */
  secondarySuffix?: string;
}

/** The closing block of a content page: heading, text, a primary and a secondary button. */
export function CallToAction({ id, content, secondarySuffix }: CallToActionProps) {
  const text = useLocalized();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 6 },
            borderRadius: 6,
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
          }}
        >
          <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
            {text(content.title)}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ opacity: 0.92, mb: 3.5 }}>
            {text(content.text)}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ justifyContent: 'center' }}>
            <LinkButton link={content.primary} color="secondary" />
            <LinkButton
              link={content.secondary}
              hiddenSuffix={secondarySuffix}
              variant="outlined"
              sx={onDarkOutlined}
            />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
