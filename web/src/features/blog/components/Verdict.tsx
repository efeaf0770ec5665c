import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, Typography } from '@mui/material';
import { BLOG_ARTICLE } from '@site/common';
import { useLocalized } from '../../../shared/useLocalized';

/**
 * The agency's own verdict: the stars are decoration, the words "5 out of 5" carry the rating for
 * everyone. Deliberately no Review or AggregateRating markup: it is not a rating by clients.
 */
export function Verdict() {
  const text = useLocalized();
  const { verdict } = BLOG_ARTICLE;
  return (
    <Box component="section" aria-labelledby="verdict" sx={{ py: { xs: 5, md: 7 } }}>
      <Box
        sx={{
          p: { xs: 3, md: 5 },
          borderRadius: 6,
          bgcolor: '#fbe9dc',
          border: 1,
          borderColor: 'rgba(180, 83, 42, 0.25)',
        }}
      >
        <Typography id="verdict" variant="h2" sx={{ color: 'secondary.dark', mb: 2 }}>
          {text(verdict.title)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
          <Box aria-hidden sx={{ display: 'inline-flex', color: 'secondary.main' }}>
            {Array.from({ length: verdict.ratingMax }, (_, index) =>
              index < verdict.rating ? <Star key={index} /> : <StarBorder key={index} />,
            )}
          </Box>
          <Typography component="p" variant="h4" data-testid="verdict-rating">
            {text(verdict.ratingLabel)}
          </Typography>
        </Box>
        <Typography variant="body1">{text(verdict.text)}</Typography>
      </Box>
    </Box>
  );
}
