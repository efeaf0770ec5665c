import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Typography } from '@mui/material';
import { FREE_LISTING } from '@site/common';
import { VisuallyHidden } from '../../../shared/components/LinkButton';
import { cardGridSx, cardSx } from '../../../shared/components/FeatureCardList';
import { useLocalized } from '../../../shared/useLocalized';

/** The two directory cards (SPEC §2): four features each and a button opening the directory in a new tab. */
export function DirectoryCards({ labelledBy }: { labelledBy: string }) {
  const text = useLocalized();
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={cardGridSx(2)}>
      {FREE_LISTING.directories.map((directory) => {
        const headingId = `directory-${directory.id}`;
        return (
          <Box
            component="li"
            key={directory.id}
            aria-labelledby={headingId}
            sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}
          >
            <Typography id={headingId} component="h3" variant="h4" sx={{ color: 'primary.dark', mb: 1 }}>
              {text(directory.title)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {text(directory.text)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, flexGrow: 1 }}>
              {directory.features.map((feature) => (
                <Box component="li" key={feature.en} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
                  <CheckCircleOutlined
                    aria-hidden
                    fontSize="small"
                    sx={{ color: 'primary.main', mt: '0.2em', flex: 'none' }}
                  />
                  <Typography component="span" variant="body1">
                    {text(feature)}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Button
              href={directory.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              color="secondary"
              endIcon={<OpenInNew aria-hidden />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {text(directory.button)}
              <VisuallyHidden> {text(FREE_LISTING.opensInNewTab)}</VisuallyHidden>
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
