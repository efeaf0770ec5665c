import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { HomeTestimonialsDocument } from '../../../gql/graphql';
import { cardGridSx, cardSx } from '../../../shared/components/FeatureCardList';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';

/**
 * The clients' quotes of the home page (SPEC §2), as staff publish them (issue 32): text, name, role
 * and company, the photo when there is one (an initials avatar otherwise).
 */
export function Testimonials({ labelledBy }: { labelledBy: string }) {
  const { t, language } = useT();
  const { data, loading, error } = useQuery(HomeTestimonialsDocument, { variables: { language } });
  if (loading && !data) return <CircularProgress size={28} aria-label={t('common.loading')} />;
  if (error && !data) return <Alert severity="error">{errorText(error, t('work.loadFailed'))}</Alert>;
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={cardGridSx(2)}>
      {(data?.testimonials ?? []).map((item) => (
        <Box component="li" key={item.id} sx={cardSx}>
          <Box component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
            <Box component="blockquote" sx={{ m: 0, mb: 3, flexGrow: 1 }}>
              <Typography variant="body1" component="p">
                “{item.quote}”
              </Typography>
            </Box>
            <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              {/* The name is right beside it: the avatar is decoration. */}
              {item.photo ? (
                <Box
                  aria-hidden="true"
                  sx={{ flex: 'none', width: 48, height: 48, borderRadius: '50%', overflow: 'hidden' }}
                >
                  <ResponsiveImage image={{ ...item.photo, alt: '' }} sizes="48px" />
                </Box>
              ) : (
                <Box
                  aria-hidden="true"
                  lang="en"
                  sx={{
                    flex: 'none',
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    fontWeight: 700,
                  }}
                >
                  {item.initials}
                </Box>
              )}
              <Box>
                <Typography component="p" variant="subtitle2">
                  {item.name}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.role}, {item.company}
                </Typography>
              </Box>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
