import type { ReactNode } from 'react';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Telegram from '@mui/icons-material/Telegram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../app/language';
import { OfficeStatusSlot } from '../features/office-status';
import { useSiteSettings } from '../features/settings';
import { LogoMark } from './Logo';
import { FOOTER_LINKS } from './navigation';
import { SocialLinks } from './SocialLinks';
import { VISUALLY_HIDDEN } from '../shared/visuallyHidden';

const linkSx = { color: 'inherit', textUnderlineOffset: 3 } as const;
/** The attribute that marks the site's footer (not a footer element of a page's content): Layout's DeferredHydration finds it by it. */
export const SITE_FOOTER_ATTRIBUTE = 'data-site-footer';

interface FooterProps {
  /** Slot for the contact and newsletter forms (see FooterFormsSlot). */
  forms?: ReactNode;
}

export function Footer({ forms }: FooterProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  // The contact details as admins saved them (Settings).
  const site = useSiteSettings();
  const heading = (text: string) => (
    // A lighter laterite than secondary.light: 6.4:1 on primary.dark (WCAG AA needs 4.5:1).
    <Typography component="h2" variant="h6" sx={{ mb: 1.5, color: '#f0a868' }}>
      {text}
    </Typography>
  );

  return (
    <Box
      component="footer"
      data-site-footer=""
      sx={{ bgcolor: 'primary.dark', color: '#f8f4ec', mt: 'auto', pt: { xs: 5, md: 7 }, pb: 3 }}
    >
      <Container maxWidth="lg">
        {forms && <Box sx={{ mb: 5 }}>{forms}</Box>}
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <LogoMark />
              <Typography component="p" variant="h6" lang="en">
                {t('brand.name')}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ opacity: 0.85, mb: 2 }}>
              {t('brand.tagline')}
            </Typography>
            <OfficeStatusSlot />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {heading(t('footer.contact'))}
            <Stack component="address" spacing={1.25} sx={{ fontStyle: 'normal' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneOutlined fontSize="small" aria-hidden />
                <Link href={site.phoneHref} sx={linkSx} aria-label={`${t('footer.phone')}: ${site.phone}`}>
                  {site.phone}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailOutlined fontSize="small" aria-hidden />
                <Link href={`mailto:${site.email}`} sx={linkSx} aria-label={`${t('footer.email')}: ${site.email}`}>
                  {site.email}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Telegram fontSize="small" aria-hidden />
                <Link href={site.telegram} sx={linkSx} target="_blank" rel="noopener noreferrer">
                  {t('footer.telegram')}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <WhatsApp fontSize="small" aria-hidden />
                <Link href={site.whatsapp} sx={linkSx} target="_blank" rel="noopener noreferrer">
                  {t('footer.whatsapp')}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <PlaceOutlined fontSize="small" aria-hidden sx={{ mt: 0.5 }} />
                <Link href={site.mapUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={linkSx}>
                  {site.address[language]}
                  {/* Heard, not seen: the name keeps the visible address first (WCAG 2.5.3, label in name). */}
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {` (${t('footer.openMap')})`}
                  </Box>
                </Link>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {heading(t('footer.links'))}
            {/* Wraps on a narrow phone (Khmer names are long); each link a 32-px tall target. */}
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, listStyle: 'none', p: 0, m: 0, mb: 3 }}
            >
              {FOOTER_LINKS.map((link) => (
                <li key={link.path}>
                  <Link
                    component={RouterLink}
                    to={localize(link.path)}
                    sx={{ ...linkSx, display: 'inline-block', py: 0.5 }}
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </Stack>
            {heading(t('footer.follow'))}
            <SocialLinks />
          </Grid>
        </Grid>
        {/* The year may differ between the build and a visit: a known, harmless difference. */}
        <Typography
          variant="body2"
          suppressHydrationWarning
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)', opacity: 0.8 }}
        >
          {t('footer.copyright', { year: new Date().getFullYear() })}
          {' · '}
          {/* Staff sign in here (the public header has no sign-in: DESIGN, third round). */}
          <Link component={RouterLink} to={localize('/signin')} sx={linkSx}>
            {t('footer.staffSignIn')}
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
