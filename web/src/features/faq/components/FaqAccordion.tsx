import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Typography } from '@mui/material';
import { faqAnswer, PACKAGES, type FaqFacts, type FaqItem as FaqItemContent, type FaqSection } from '@site/common';
import { useSiteSettings, withSettings } from '../../settings';
import { useLocalized } from '../../../shared/useLocalized';

/** The group of the page's questions: opening one closes the one open before (app/behaviours.ts). */
const GROUP = 'faq';

/**
 * One question: a button (aria-expanded, aria-controls) inside an h3, the answer a region labelled by
 * its question. The answer stays in the HTML while closed (hidden), so search engines and in-page
 * search find it. Opening and closing is app/behaviours.ts's, on this markup: the FAQ works as soon
 * as the page shows, with no React on the page.
 */
function FaqItem({ item, facts }: { item: FaqItemContent; facts: FaqFacts }) {
  const text = useLocalized();
  const questionId = `${item.id}-question`;
  const answerId = `${item.id}-answer`;
  return (
    <Box
      id={item.id}
      sx={{
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        scrollMarginTop: '96px',
        '&:not(:last-of-type)': { borderBottom: 0 },
        '&:first-of-type': { borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        '&:last-of-type': { borderBottomLeftRadius: 16, borderBottomRightRadius: 16 },
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
        <Box
          component="button"
          type="button"
          id={questionId}
          data-disclosure
          data-group={GROUP}
          aria-expanded="false"
          aria-controls={answerId}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            width: '100%',
            minHeight: 56,
            px: { xs: 2, md: 3 },
            py: 1.5,
            border: 0,
            borderRadius: 'inherit',
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            textAlign: 'start',
            cursor: 'pointer',
            '& svg': { flex: 'none', color: 'text.secondary', transition: 'transform 150ms' },
            '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
          }}
        >
          <span>{text(item.question)}</span>
          <ExpandMore aria-hidden />
        </Box>
      </Typography>
      <Box id={answerId} role="region" aria-labelledby={questionId} hidden sx={{ px: { xs: 2, md: 3 }, pb: 2.5 }}>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {text(faqAnswer(item, facts))}
        </Typography>
      </Box>
    </Box>
  );
}

/** One FAQ section's questions; one question of the page is open at a time. */
export function FaqAccordion({ section }: { section: FaqSection }) {
  // Answers that state prices, the phone, the e-mail or the office state what admins saved (Settings).
  const settings = useSiteSettings();
  const facts: FaqFacts = { ...settings, packages: PACKAGES.map((pkg) => withSettings(pkg, settings)) };
  return (
    <Box>
      {section.items.map((item) => (
        <FaqItem key={item.id} item={item} facts={facts} />
      ))}
    </Box>
  );
}
