import { Box, Button } from '@mui/material';
import { useT } from './language';

/** Under a paged staff list: the next page of rows, while there is one. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useT();
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" size="small" onClick={onClick} loading={loading}>
        {t('common.showMore')}
      </Button>
    </Box>
  );
}
