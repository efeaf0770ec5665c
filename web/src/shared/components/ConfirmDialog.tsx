import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useT } from '../../app/language';

interface ConfirmDialogProps {
  open: boolean;
  /** Prefix of the dialog's element ids (title, text), unique on the page. */
  id: string;
  title: string;
  /** What happens, named, and what follows. */
  text: string;
  busy: boolean;
  /** Why the last attempt was refused (the api's message, in the editor's language). */
  problem?: string;
  /** The button that keeps things as they are (focused first). */
  keepLabel: string;
  /** The button that goes ahead, and what it says while that runs. */
  confirmLabel: string;
  busyLabel: string;
  /** Whether the focus goes back to the button that opened it (default); false when that button is gone. */
  restoreFocus?: boolean;

  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before something that visitors or colleagues would miss is undone (deleted, taken off the
 * site). Focus starts on the button that keeps things as they are (Enter never goes ahead by
 * accident), stays in the dialog and returns to the button that opened it; Escape keeps things too.
 * A refusal shows here (announced as an alert), so the editor reads why right where they asked.
 */
export function ConfirmDialog({
  open,
  id,
  title,
  text,
  busy,
  problem,
  keepLabel,
  confirmLabel,
  busyLabel,
  restoreFocus = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      disableRestoreFocus={!restoreFocus}
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
          {keepLabel}
        </Button>
        <Button color="error" variant="contained" onClick={busy ? undefined : onConfirm} aria-disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before something stored is deleted ("Keep it" / "Delete"). */
export function ConfirmDelete(
  props: Omit<ConfirmDialogProps, 'keepLabel' | 'confirmLabel' | 'busyLabel' | 'restoreFocus'>,
) {
  const { t } = useT();
  return (
    <ConfirmDialog
      {...props}
      keepLabel={t('confirmDelete.keep')}
      confirmLabel={t('confirmDelete.confirm')}
      busyLabel={t('confirmDelete.deleting')}
    />
  );
}
