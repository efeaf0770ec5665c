import { memo, Suspense } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { FaqItem as FaqItemContent, FaqSection } from '@site/common';
import { useLocalized } from '../../../shared/useLocalized';

interface FaqItemProps {
  item: FaqItemContent;
  open: boolean;
  /** Stable across renders, so only the items whose `open` changes re-render. */
  onToggle: (id: string, open: boolean) => void;
}

/**
 * One question as an MUI Accordion: the question is a button (aria-expanded, aria-controls) inside an
 * h3, the answer a region labelled by its question. The answer stays in the HTML while closed, so
 * search engines and in-page search find it. Each item is its own Suspense boundary: React hydrates
 * the items one by one in short tasks (and the one a visitor taps first) instead of all 27 in one
 * long task on a slow phone; memo keeps the untouched ones out of later renders.
 */
const FaqItem = memo(function FaqItem({ item, open, onToggle }: FaqItemProps) {
  const text = useLocalized();
  return (
    <Suspense fallback={null}>
      <Accordion
        id={item.id}
        expanded={open}
        onChange={(_event, expanded) => onToggle(item.id, expanded)}
        disableGutters
        elevation={0}
        sx={{
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          scrollMarginTop: '96px',
          '&:not(:last-of-type)': { borderBottom: 0 },
          '&::before': { display: 'none' },
          '&:first-of-type': { borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          '&:last-of-type': { borderBottomLeftRadius: 16, borderBottomRightRadius: 16 },
        }}
      >
        <AccordionSummary
          id={`${item.id}-question`}
          aria-controls={`${item.id}-answer`}
          expandIcon={<ExpandMore aria-hidden />}
          sx={{ px: { xs: 2, md: 3 }, minHeight: 56, '& .MuiAccordionSummary-content': { my: 1.5 } }}
        >
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {text(item.question)}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {text(item.answer)}
          </Typography>
        </AccordionDetails>
      </Accordion>
    </Suspense>
  );
});

interface FaqAccordionProps {
  section: FaqSection;
  /** id of the one open item on the page, or null. */
  expanded: string | null;
  onToggle: (id: string, open: boolean) => void;
}

/** One FAQ section's questions; the page holds the one open item, so only one is open at a time. */
export function FaqAccordion({ section, expanded, onToggle }: FaqAccordionProps) {
  return (
    <Box>
      {section.items.map((item) => (
        <FaqItem key={item.id} item={item} open={expanded === item.id} onToggle={onToggle} />
      ))}
    </Box>
  );
}
