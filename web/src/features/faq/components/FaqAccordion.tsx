import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { FaqSection } from '@site/common';
import { useLocalized } from '../../content/useLocalized';

interface FaqAccordionProps {
  section: FaqSection;
  /** id of the one open item on the page, or null. */
  expanded: string | null;
  onToggle: (id: string, open: boolean) => void;
}

/**
 * One FAQ section as MUI Accordions: each question is a button (aria-expanded, aria-controls) inside
 * an h3, each answer a region labelled by its question. Answers stay in the HTML while closed, so
 * search engines and in-page search find them.
 */
export function FaqAccordion({ section, expanded, onToggle }: FaqAccordionProps) {
  const text = useLocalized();
  return (
    <Box>
      {section.items.map((item) => (
        <Accordion
          key={item.id}
          id={item.id}
          expanded={expanded === item.id}
          onChange={(_event, open) => onToggle(item.id, open)}
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
      ))}
    </Box>
  );
}
