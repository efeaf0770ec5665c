import { Box, Grid } from '@mui/material';
import { ContactForm } from '../features/contact';
import { NewsletterForm } from '../features/newsletter';

const cardSx = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  borderRadius: 4,
  p: { xs: 2.5, sm: 3.5 },
  height: '100%',
} as const;

/** The contact and newsletter forms of the footer: stacked on phones, side by side on desktop. */
export default function FooterForms() {
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box sx={cardSx}>
          <ContactForm />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box sx={cardSx}>
          <NewsletterForm />
        </Box>
      </Grid>
    </Grid>
  );
}
