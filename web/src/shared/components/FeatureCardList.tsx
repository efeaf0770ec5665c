import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { FeatureCard } from '@site/common';
import { useLocalized } from '../useLocalized';
import { ContentIcon } from './ContentIcon';

export const cardSx = {
  height: '100%',
  p: { xs: 2.5, md: 3 },
  borderRadius: 5,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/** Cards in one column on phones, two from sm, `columns` from md. */
export function cardGridSx(columns: 2 | 3 = 3) {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: { xs: 2, md: 3 },
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
  } as const;
}

interface FeatureCardListProps {
  cards: readonly FeatureCard[];
  /** id of the heading that names the list. */
  labelledBy: string;
  columns?: 2 | 3;
  /** Rendered at the end of each card (e.g. a link). */
  footer?: (card: FeatureCard) => ReactNode;
}

/** A list of content cards (icon, h3, text): a real list, so assistive technology announces the count. */
export function FeatureCardList({ cards, labelledBy, columns = 3, footer }: FeatureCardListProps) {
  const text = useLocalized();
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={cardGridSx(columns)}>
      {cards.map((card) => (
        <Box component="li" key={card.id} sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}>
          {card.icon && (
            <Box
              sx={{
                display: 'inline-flex',
                alignSelf: 'flex-start',
                p: 1,
                mb: 2,
                borderRadius: 3,
                bgcolor: 'rgba(14, 83, 80, 0.08)',
                color: 'primary.main',
              }}
            >
              <ContentIcon name={card.icon} />
            </Box>
          )}
          <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
            {text(card.title)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {text(card.text)}
          </Typography>
          {footer?.(card)}
        </Box>
      ))}
    </Box>
  );
}
