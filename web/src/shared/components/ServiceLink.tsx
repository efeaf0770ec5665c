import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SERVICES, type ServiceSlug } from '@site/common';
import { useLocalize, useT } from '../../app/language';
import { useLocalized } from '../useLocalized';
import { VisuallyHidden } from './LinkButton';

/** "Learn more" to a service page; the hidden service name makes the link say where it goes. */
export function ServiceLink({ slug, label }: { slug: ServiceSlug; label: string }) {
  const { t } = useT();
  const localize = useLocalize();
  const text = useLocalized();
  return (
    <Link
      component={RouterLink}
      to={localize(`/services/${slug}`)}
      sx={{
        mt: 2,
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        minHeight: 44,
        textUnderlineOffset: 3,
      }}
    >
      {label}
      <VisuallyHidden> {t('contentPages.learnMoreAbout', { topic: text(SERVICES[slug].name) })}</VisuallyHidden>
      <ArrowForward fontSize="small" aria-hidden />
    </Link>
  );
}
