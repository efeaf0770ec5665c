import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParamsEditor } from '../../app/searchParams';
import { formatInstant, zoneLabel, zonesDiffer, type Language } from '@site/common';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { TextField } from '../../app/TextField';
import { useT } from '../../app/language';
import { useBusinessZone, type BusinessZone } from '../../app/businessZone';
import type { PostStatus } from '../../gql/graphql';
import { ConfirmDialog } from './ConfirmDialog';

/** The element around the editor's form: it stays while the form is mounted again for a new revision. */
const EDITOR_FORM_ID = 'editor-form';

/**
 * Puts the focus on the element around the editor's form once the frame's updates are on screen: after
 * a change of status the form is mounted again without the button that had it (the focus would fall
 * to the page), and a closing dialog's focus trap has let go by then. The element stays through that.
 */
function focusEditorForm(): void {
  requestAnimationFrame(() => setTimeout(() => document.getElementById(EDITOR_FORM_ID)?.focus()));
}

/** One stored piece in an editor's list: its title in the page language (or slug) and its status. */
export interface EditorItem {
  id: string;
  title: string;
  status: PostStatus;
}

/**
 * A staff editor's page (articles, case studies): its heading and introduction, the stored pieces
 * with "New" first beside the editor of the one chosen (`children`), then `after`.
 */
export function EditorWorkspace({
  heading,
  intro,
  listLabel,
  formLabel,
  newLabel,
  loadFailed,
  items,
  chosen,
  onChoose,
  children,
  after,
}: {
  heading: string;
  intro: string;
  /** The list's accessible name. */
  listLabel: string;
  /** The form's: what a screen reader says when the form receives the focus. */
  formLabel: string;
  newLabel: string;
  /** Shown when the list could not be read. */
  loadFailed: ReactNode;
  /** `loading`: the list is being read and nothing is shown yet. */
  items: { loading: boolean; list: readonly EditorItem[] };
  chosen: string;
  onChoose: (id: string) => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useT();
  const list = useRef<HTMLElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  // On a phone the list stands above the form: choosing a piece takes the staff member (and the
  // keyboard's next Tab) to its form instead of leaving them at the list to scroll down and find it.
  const choose = (id: string) => {
    onChoose(id);
    requestAnimationFrame(() => {
      if (!list.current || !editor.current) return;
      const listBox = list.current.getBoundingClientRect();
      if (listBox.height === 0 || editor.current.getBoundingClientRect().top < listBox.bottom) return;
      editor.current.focus({ preventScroll: true });
      // Its top just below the staff header, which stays on screen.
      const header = document.querySelector('header');
      const covered = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
      window.scrollTo({ top: window.scrollY + editor.current.getBoundingClientRect().top - covered - 16 });
    });
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {intro}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '16rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="nav" aria-label={listLabel} ref={list}>
          <Button variant={chosen === 'new' ? 'contained' : 'outlined'} fullWidth onClick={() => choose('new')}>
            {newLabel}
          </Button>
          {items.loading && <CircularProgress size={24} sx={{ m: 2 }} aria-label={t('common.loading')} />}
          {loadFailed && <Alert severity="error">{loadFailed}</Alert>}
          <List dense>
            {items.list.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton selected={item.id === chosen} onClick={() => choose(item.id)}>
                  <ListItemText primary={item.title} secondary={t(`editor.status.${item.status}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box
          ref={editor}
          id={EDITOR_FORM_ID}
          role="region"
          aria-label={formLabel}
          tabIndex={-1}
          data-testid="editor-form"
          sx={{ outline: 'none' }}
        >
          {children}
        </Box>
      </Box>
      {after}
    </Container>
  );
}

/**
 * Whether saving the form's `slug` moves a stored piece that was ever on the site (published, or
 * scheduled, or taken down since) to a new address: the server then keeps the old one leading to it
 * (301), and the slug field says so. A draft never published has no address to keep, nor a new piece.
 */
export function movesAddress(piece: { slug: string; everPublished: boolean } | undefined, slug: string): boolean {
  return piece !== undefined && piece.everPublished && slug.trim() !== piece.slug;
}

/** Above a stored piece's form: its status and the revision the form started from. */
export function EditorStatusLine({
  status,
  revision,
  publishedAt,
}: {
  status: PostStatus;
  revision: number;
  /** When it goes (or went) on the site: a scheduled piece says when, on the staff member's own clock. */
  publishedAt?: string | null;
}) {
  const { t, language } = useT();
  const office = useBusinessZone();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" label={t(`editor.status.${status}`)} color={status === 'PUBLISHED' ? 'success' : 'default'} />
      {status === 'SCHEDULED' && publishedAt && (
        <Typography variant="body2" data-testid="scheduled-for">
          {withOfficeClock(
            t('editor.scheduledFor', { when: formatInstant(new Date(publishedAt), ownZone(), language) }),
            new Date(publishedAt),
            office,
            language,
            t,
            ' · ',
          )}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('editor.revision', { revision })}
      </Typography>
    </Stack>
  );
}

type T = ReturnType<typeof useT>['t'];

/** The moment a datetime-local value names (on the browser's clock), if it names one. */
function validDate(value: string): Date | undefined {
  const at = value ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

/** The staff member's own time zone (the browser's). */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A moment on the office's clock too, when the staff member's own clock differs from it (a trip
 * abroad), as the revisions and the site show times: 'That is Saturday, 5 December 2026, 9:00 AM,
 * Cambodia time (GMT+7).' after `before` (joined by `glue`); else `before` alone.
 */
function withOfficeClock(
  before: string,
  at: Date | undefined,
  office: BusinessZone,
  language: Language,
  t: T,
  glue = ' ',
) {
  if (!at || !zonesDiffer(ownZone(), office.timeZone, at)) return before;
  return `${before}${glue}${t('editor.officeClock', { when: formatInstant(at, office.timeZone, language) })}`;
}

/**
 * Publishing later: a date and time on the staff member's own clock (the zone is named beside it), and
 * the button that schedules it. A time that has passed is refused here, in words.
 */
export function ScheduleControl({
  idPrefix,
  busy,
  onSchedule,
}: {
  idPrefix: string;
  busy: boolean;
  onSchedule: (at: Date) => void;
}) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();

  const schedule = () => {
    const at = value ? new Date(value) : undefined;
    if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setProblem(t('editor.scheduleFuture'));
      return;
    }
    setProblem(undefined);
    onSchedule(at);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        id={`${idPrefix}-schedule-at`}
        type="datetime-local"
        label={t('editor.scheduleAt')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(problem)}
        helperText={
          problem ??
          withOfficeClock(
            t('editor.scheduleHint', { zone: zoneLabel(ownZone(), validDate(value) ?? new Date(), language) }),
            validDate(value),
            office,
            language,
            t,
          )
        }
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button variant="outlined" onClick={schedule} disabled={busy} sx={{ minHeight: 56, whiteSpace: 'nowrap' }}>
        {t('editor.schedule')}
      </Button>
    </Stack>
  );
}

/**
 * Someone else saved the piece while this form was being edited: say so, and let the staff member
 * choose: keep their own version (saved over the other one, which stays in the revisions) or load
 * the other one (what they typed is given up, after asking).
 */
export function ConflictNotice({
  message,
  busy,
  onKeepMine,
  onLoadTheirs,
}: {
  message: string;
  busy: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}) {
  const { t } = useT();
  return (
    <Alert severity="warning" role="alert">
      {message}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" color="warning" size="small" onClick={onKeepMine} disabled={busy}>
          {t('editor.keepMine')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          size="small"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('editor.loadTheirsConfirm'))) onLoadTheirs();
          }}
        >
          {t('editor.loadTheirs')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * "Unpublish", asked first: a published piece leaves the site at once (its page and its place in the
 * lists go), a scheduled one will not go on the site; what was typed and not saved is named as lost
 * (the form then shows the stored draft). A refusal shows in the dialog, which stays open. Done, the
 * focus goes to the form around it: the button is gone with the status it was for.
 */
export function UnpublishButton({
  idPrefix,
  name,
  status,
  dirty,
  busy,
  onConfirm,
}: {
  idPrefix: string;
  /** The piece's title (or slug) as the dialog names it. */
  name: string;
  status: PostStatus;
  /** The form holds typing that was not saved. */
  dirty: boolean;
  busy: boolean;
  /** Unpublishes; resolves with why it was refused (in the page's language), or nothing when done. */
  onConfirm: () => Promise<string | undefined>;
}) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState(false);
  const scheduled = status === 'SCHEDULED';
  const confirm = async () => {
    setRunning(true);
    const refusal = await onConfirm().finally(() => setRunning(false));
    setProblem(refusal);
    if (refusal) return;
    setDone(true);
    setAsking(false);
    focusEditorForm();
  };
  const text = t(scheduled ? 'editor.unpublishScheduledText' : 'editor.unpublishText', { name });
  return (
    <>
      <Button
        color="error"
        onClick={() => {
          setProblem(undefined);
          setDone(false);
          setAsking(true);
        }}
        disabled={busy}
      >
        {t('editor.unpublish')}
      </Button>
      <ConfirmDialog
        open={asking}
        id={`${idPrefix}-unpublish`}
        title={t(scheduled ? 'editor.unpublishScheduledTitle' : 'editor.unpublishTitle')}
        text={dirty ? `${text} ${t('editor.unpublishUnsaved')}` : text}
        busy={running}
        problem={problem}
        keepLabel={t(scheduled ? 'editor.keepScheduled' : 'editor.keepPublished')}
        confirmLabel={t(scheduled ? 'editor.unpublishScheduledConfirm' : 'editor.unpublishConfirm')}
        busyLabel={t(scheduled ? 'editor.unpublishScheduledBusy' : 'editor.unpublishing')}
        restoreFocus={!done}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** While `dirty` (typed and not saved), leaving or reloading the page asks first (the browser's own question). */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/**
 * The piece open in an editor, kept in the address (`?id=`): a reload, the back button or a shared link
 * opens the same one. 'new' when none is.
 */
export function useChosenPiece(): [string, (id: string) => void] {
  const [params, editParams] = useSearchParamsEditor();
  const choose = useCallback(
    (id: string) =>
      editParams((next) => {
        if (id === 'new') next.delete('id');
        else next.set('id', id);
      }),
    [editParams],
  );
  return [params.get('id') ?? 'new', choose];
}
