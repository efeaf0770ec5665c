import { useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mui/material';
import { errorCode, errorText, fieldErrors } from '../../app/graphql-errors';
import { useT } from '../../app/language';
import { toast } from '../../app/toast';
import type { PostStatus } from '../../gql/graphql';
import { ConflictNotice, EditorStatusLine, ScheduleControl, UnpublishButton } from './EditorWorkspace';

/** What the editors of articles and case studies share: saving with a revision, publishing, taking down. */
interface PublishingOptions {
  /** The piece being edited; none for a new one. */
  piece?: { id: string; revision: number };
  /**
   * Saves the form as it stands and resolves with the saved piece's id. `expectedRevision` is the
   * revision the form started from; undefined saves over someone else's version (when asked to).
   */
  save: (expectedRevision: number | undefined) => Promise<string>;
  /** Whether that save is under way. */
  saving: boolean;
  /** The feature's publish and unpublish mutations (`publishPost(id, at)`, `unpublishCaseStudy(id)`, …). */
  publishDocument: TypedDocumentNode<unknown, { id: string | number; at?: string | null }>;
  unpublishDocument: TypedDocumentNode<unknown, { id: string | number }>;
  /** What a refused save or publication says when the server's answer has no words of its own. */
  saveFailed: string;
  /** Called with the piece's id after each save, publish or unpublish: the page reloads its list. */
  onSaved: (id: string) => void;
}

/**
 * The editor's actions and what they answered: the fields the server refused (`problems`, by field
 * path), and the words of a conflict when someone else saved a newer version meanwhile.
 */
export function usePublishing({
  piece,
  save,
  saving,
  publishDocument,
  unpublishDocument,
  saveFailed,
  onSaved,
}: PublishingOptions) {
  const { t } = useT();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string>();
  const [publish, publishing] = useMutation(publishDocument);
  const [unpublish, unpublishing] = useMutation(unpublishDocument);

  const refused = (error: unknown) => {
    setProblems(fieldErrors(error));
    if (errorCode(error) === 'CONFLICT') setConflict(errorText(error, saveFailed));
    toast({ variant: 'destructive', title: t('status.error'), description: errorText(error, saveFailed) });
  };

  /**
   * Saves the form; `announce` tells the page, which then reloads its list. Publishing saves first and
   * announces once, after publishing: a reload started between the two answered "draft" after the
   * publication when it came back last (and Apollo shares one identical request in flight), so the
   * editor showed a published article as a draft (e2e caught it on a busy machine).
   */
  const submit = async (announce = true, overwrite = false): Promise<string | undefined> => {
    setProblems({});
    setConflict(undefined);
    try {
      // Over someone else's save only when asked to (their version stays in the revisions).
      const id = await save(overwrite ? undefined : piece?.revision);
      toast({ title: t('editor.saved') });
      if (announce) onSaved(id);
      return id;
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  /** Saves, then publishes now, or at `at` (scheduled: it goes on the site by itself then). */
  const publishNow = async (at?: Date) => {
    const id = await submit(false);
    if (!id) return;
    try {
      await publish({ variables: { id, at: at?.toISOString() } });
      toast({ title: t(at ? 'editor.scheduled' : 'editor.published') });
    } catch (error) {
      refused(error);
    } finally {
      onSaved(id);
    }
  };

  /** Takes it off the site; resolves with why that was refused, if it was (the dialog shows it). */
  const takeDown = async (): Promise<string | undefined> => {
    if (!piece) return undefined;
    try {
      await unpublish({ variables: { id: piece.id } });
      toast({ title: t('editor.unpublished') });
      onSaved(piece.id);
      return undefined;
    } catch (error) {
      return errorText(error, t('editor.unpublishFailed'));
    }
  };

  return {
    problems,
    conflict,
    busy: saving || publishing.loading || unpublishing.loading,
    submit,
    publishNow,
    takeDown,
    /** Shows the stored version (someone else's, after a conflict): the page loads it again. */
    reload: () => piece && onSaved(piece.id),
  };
}

export type Publishing = ReturnType<typeof usePublishing>;

/** The top of an editor's form: a stored piece's status and revision, and a conflict with its two ways out. */
export function PublishingHeader({
  piece,
  publishing,
}: {
  piece?: { status: PostStatus; revision: number; publishedAt?: string | null };
  publishing: Publishing;
}) {
  if (!piece) return null;
  const { conflict, busy, submit, reload } = publishing;
  return (
    <>
      <EditorStatusLine status={piece.status} revision={piece.revision} publishedAt={piece.publishedAt} />
      {conflict && (
        <ConflictNotice
          message={conflict}
          busy={busy}
          onKeepMine={() => void submit(true, true)}
          onLoadTheirs={reload}
        />
      )}
    </>
  );
}

/**
 * The foot of an editor's form: save as a draft, publish (or save and update what is on the site),
 * unpublish (asked first) while it is on the site or scheduled, and publish at a later time.
 */
export function PublishingActions({
  idPrefix,
  piece,
  name,
  updateLabel,
  dirty,
  publishing,
}: {
  /** Prefixes the ids of the schedule and unpublish controls ('post', 'case-study'). */
  idPrefix: string;
  piece?: { status: PostStatus };
  /** The piece's title (or slug) as the unpublish dialog names it. */
  name: string;
  /** The publish button's words for a piece already on the site. */
  updateLabel: string;
  /** The form holds typing that was not saved. */
  dirty: boolean;
  publishing: Publishing;
}) {
  const { t } = useT();
  const { busy, publishNow, takeDown } = publishing;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="outlined" disabled={busy}>
          {t('editor.saveDraft')}
        </Button>
        <Button variant="contained" onClick={() => void publishNow()} disabled={busy}>
          {piece?.status === 'PUBLISHED' ? updateLabel : t('editor.publish')}
        </Button>
        {piece && piece.status !== 'DRAFT' && (
          <UnpublishButton
            idPrefix={idPrefix}
            name={name}
            status={piece.status}
            dirty={dirty}
            busy={busy}
            onConfirm={takeDown}
          />
        )}
      </Stack>
      <ScheduleControl idPrefix={idPrefix} busy={busy} onSchedule={(at) => void publishNow(at)} />
    </>
  );
}
