import { Box, Typography } from '@mui/material';
import { TESTIMONIALS } from '@site/common';
import { cardGridSx, cardSx } from '../../../shared/components/FeatureCardList';
import { useLocalized } from '../../../shared/useLocalized';

/** The two client quotes of SPEC §2, display only: text, name, role and company, an initials avatar. */
export function Testimonials({ labelledBy }: { labelledBy: string }) {
  const text = useLocalized();
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={cardGridSx(2)}>
      {TESTIMONIALS.map((item) => (
        <Box component="li" key={item.id} sx={cardSx}>
          <Box component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
            <Box component="blockquote" sx={{ m: 0, mb: 3, flexGrow: 1 }}>
              <Typography variant="body1" component="p">
                “{text(item.text)}”
              </Typography>
            </Box>
            <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              {/* The name is right beside it: the avatar is decoration. */}
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
              <Box>
                <Typography component="p" variant="subtitle2">
                  {text(item.name)}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                  {text(item.role)}, {text(item.company)}
                </Typography>
              </Box>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
