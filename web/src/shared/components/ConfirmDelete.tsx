import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useT } from '../../app/language';

interface ConfirmDeleteProps {
  open: boolean;
  /** Prefix of the dialog's element ids (title, text), unique on the page. */
  id: string;
  title: string;
  /** What goes, named, and what follows. */
  text: string;
  busy: boolean;
  /** Why the last attempt was refused (the api's message, in the editor's language). */
  problem?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before something stored is deleted. Focus starts on "Keep it" (Enter never deletes by
 * accident), stays in the dialog and returns to the button that opened it; Escape keeps it. A
 * refusal shows here (announced as an alert), so the editor reads why right where they asked.
 */
export function ConfirmDelete({ open, id, title, text, busy, problem, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {/* Not `disabled` while it runs: a disabled button would drop the focus. */}
        <Button onClick={busy ? undefined : onClose} aria-disabled={busy} autoFocus>
          {t('confirmDelete.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={busy ? undefined : onConfirm} aria-disabled={busy}>
          {busy ? t('confirmDelete.deleting') : t('confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
