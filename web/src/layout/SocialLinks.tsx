import type { ReactElement } from 'react';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import { IconButton, Stack, SvgIcon } from '@mui/material';
import type { SocialNetwork } from '@site/common';
import { useT } from '../app/language';
import { useSiteSettings } from '../features/settings';

// MUI has no TikTok icon; this is the note glyph at the same 24-unit grid.
const TikTok = () => (
  <SvgIcon>
    <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.6 2.6 0 0 1-2.6-2.6 2.6 2.6 0 0 1 3.4-2.48V9.66a5.69 5.69 0 0 0-.8-.06 5.69 5.69 0 0 0-5.69 5.7A5.69 5.69 0 0 0 9.86 21a5.69 5.69 0 0 0 5.69-5.7V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.3 4.3 0 0 1-3.25-1.48z" />
  </SvgIcon>
);

const ICONS: Record<SocialNetwork, () => ReactElement> = {
  facebook: () => <Facebook />,
  instagram: () => <Instagram />,
  linkedin: () => <LinkedIn />,
  tiktok: () => <TikTok />,
  x: () => <X />,
};

export function SocialLinks() {
  const { t } = useT();
  // As admins saved them (Settings); a network without an icon is not shown.
  const { socialLinks } = useSiteSettings();
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {socialLinks
        .filter(({ network }) => Object.hasOwn(ICONS, network))
        .map(({ network, label, url }) => (
          <li key={`${network}:${url}`}>
            <IconButton
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialLinkLabel', { network: label })}
              sx={{ color: 'inherit', width: 44, height: 44, border: 1, borderColor: 'rgba(255,255,255,0.3)' }}
            >
              {ICONS[network as SocialNetwork]()}
            </IconButton>
          </li>
        ))}
    </Stack>
  );
}
