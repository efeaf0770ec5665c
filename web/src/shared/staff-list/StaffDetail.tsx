import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useT } from '../../app/language';
import { Notice } from './StaffNotices';

/** Label and value lines of a detail view: a description list, the label above its value on a phone. */
export function DetailFields({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface StaffDetailProps {
  /** id prefix: the title gets `${id}-title`. */
  id: string;
  title: ReactNode;
  /** While the item is asked for by id (a link from an alert); `error` when that failed. */
  loading?: string;
  error?: string;
  actions?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
}

/**
 * One item of a staff list in full (an inquiry, a booking, an order): a dialog, full screen on a
 * phone, with its actions at the bottom. Escape and the close button return to the list.
 */
export function StaffDetail({ id, title, loading, error, actions, children, onClose }: StaffDetailProps) {
  const { t } = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
        <IconButton
          aria-label={t('staffList.closeDetail')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {loading ? <Notice busy>{loading}</Notice> : error ? <Alert severity="error">{error}</Alert> : children}
      </DialogContent>
      {actions && !loading && !error && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-start', px: 3, py: 1.5 }}>
          {actions}
        </DialogActions>
      )}
    </Dialog>
  );
}
