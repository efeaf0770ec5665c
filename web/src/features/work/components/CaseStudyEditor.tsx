import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { SERVICE_SLUGS, type Language } from '@site/common';
import { errorCode, errorText, fieldErrors } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import {
  CaseStudyRevisionsDocument,
  PublishCaseStudyDocument,
  SaveCaseStudyDocument,
  UnpublishCaseStudyDocument,
  type EditorCaseStudyFragment,
  type ImageFieldsFragment,
} from '../../../gql/graphql';
import {
  ConflictNotice,
  EditorStatusLine,
  movesAddress,
  ScheduleControl,
  UnpublishButton,
  useUnsavedGuard,
} from '../../../shared/components/EditorWorkspace';
import { RevisionHistory } from '../../../shared/components/RevisionHistory';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { ImagePicker } from '../../images';
import { CaseStudyArticle } from './CaseStudyArticle';

const TEXTS = ['title', 'summary', 'client', 'industry', 'problem', 'work', 'results', 'quote', 'quoteBy'] as const;
type TextName = (typeof TEXTS)[number];
const MARKDOWN: readonly TextName[] = ['problem', 'work', 'results'];
const LIMITS: Record<TextName, number> = {
  title: 160,
  summary: 400,
  client: 120,
  industry: 80,
  problem: 20_000,
  work: 20_000,
  results: 20_000,
  quote: 1_000,
  quoteBy: 160,
};

interface Draft {
  slug: string;
  services: string[];
  texts: Record<TextName, Record<Language, string>>;
  photos: ImageFieldsFragment[];
}

const emptyTexts = () =>
  Object.fromEntries(TEXTS.map((name) => [name, { en: '', km: '' }])) as Record<TextName, Record<Language, string>>;

const draftOf = (study?: EditorCaseStudyFragment): Draft => {
  if (!study) return { slug: '', services: [], texts: emptyTexts(), photos: [] };
  const texts = emptyTexts();
  for (const name of TEXTS) {
    const value = study.texts[name];
    if (value) texts[name] = { en: value.en, km: value.km };
  }
  return { slug: study.slug, services: [...study.services], texts, photos: [...study.photos] };
};

type PickedImage = ImageFieldsFragment & { alts?: Record<Language, string> };

/**
 * The case study editor (issue 32): slug, services used, photos, and every text in English and Khmer;
 * the preview is the published page's own component. Saving names the revision it started from, so a
 * save after someone else's answers with a conflict instead of overwriting their work.
 */
export function CaseStudyEditor({
  study,
  onSaved,
}: {
  study?: EditorCaseStudyFragment;
  onSaved: (id: string) => void;
}) {
  const { t, language: pageLanguage } = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(study));
  // Typed and not saved: leaving or reloading the page asks first.
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(study));
  useUnsavedGuard(dirty);
  const [tab, setTab] = useState<Language>('en');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string>();
  const [picking, setPicking] = useState<'photo' | TextName>();
  const [known, setKnown] = useState<ImageFieldsFragment[]>(() => study?.images ?? []);
  const [save, saving] = useMutation(SaveCaseStudyDocument);
  const [publish, publishing] = useMutation(PublishCaseStudyDocument);
  const [unpublish, unpublishing] = useMutation(UnpublishCaseStudyDocument);
  const busy = saving.loading || publishing.loading || unpublishing.loading;
  // Who saved which version, and when (the editor is mounted again for each new revision).
  const history = useQuery(
    CaseStudyRevisionsDocument,
    study ? { variables: { id: study.id }, fetchPolicy: 'network-only' } : skipToken,
  );

  const setText = (name: TextName, value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [name]: { ...current.texts[name], [tab]: value } },
    }));

  const chosen = (image: PickedImage) => {
    setKnown((current) => [...current.filter((each) => each.id !== image.id), image]);
    if (picking === 'photo')
      setDraft((current) => ({ ...current, photos: [...current.photos.filter((p) => p.id !== image.id), image] }));
    else if (picking) {
      const alt = (image.alts?.[tab] ?? image.alt).replace(/[[\]\n]/g, ' ');
      setText(picking, `${draft.texts[picking][tab].trimEnd()}\n\n![${alt}](image:${image.id})\n`);
    }
    setPicking(undefined);
  };

  const refused = (error: unknown) => {
    setProblems(fieldErrors(error));
    if (errorCode(error) === 'CONFLICT') setConflict(errorText(error, t('work.editor.saveFailed')));
    toast({
      variant: 'destructive',
      title: t('status.error'),
      description: errorText(error, t('work.editor.saveFailed')),
    });
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
    const optional = (name: 'quote' | 'quoteBy') =>
      draft.texts[name].en.trim() || draft.texts[name].km.trim() ? draft.texts[name] : null;
    try {
      const { data } = await save({
        variables: {
          id: study?.id,
          // Over someone else's save only when asked to (their version stays in the revisions).
          expectedRevision: overwrite ? undefined : study?.revision,
          input: {
            slug: draft.slug,
            services: draft.services,
            photoIds: draft.photos.map((photo) => photo.id),
            title: draft.texts.title,
            summary: draft.texts.summary,
            client: draft.texts.client,
            industry: draft.texts.industry,
            problem: draft.texts.problem,
            work: draft.texts.work,
            results: draft.texts.results,
            quote: optional('quote'),
            quoteBy: optional('quoteBy'),
          },
        },
      });
      toast({ title: t('editor.saved') });
      if (announce) onSaved(data!.saveCaseStudy.id);
      return data!.saveCaseStudy.id;
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
    if (!study) return undefined;
    try {
      await unpublish({ variables: { id: study.id } });
      toast({ title: t('editor.unpublished') });
      onSaved(study.id);
      return undefined;
    } catch (error) {
      return errorText(error, t('editor.unpublishFailed'));
    }
  };

  const languageLabel = (language: Language) => t(`editor.language.${language}`);
  const preview = {
    services: draft.services,
    photos: draft.photos,
    images: known,
    ...(Object.fromEntries(TEXTS.map((name) => [name, draft.texts[name][tab]])) as Record<TextName, string>),
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void submit())}
    >
      <Stack spacing={2}>
        {study && <EditorStatusLine status={study.status} revision={study.revision} publishedAt={study.publishedAt} />}
        {conflict && study && (
          <ConflictNotice
            message={conflict}
            busy={busy}
            onKeepMine={() => void submit(true, true)}
            onLoadTheirs={() => onSaved(study.id)}
          />
        )}
        <TextField
          id="case-slug"
          label={t('editor.slug')}
          value={draft.slug}
          onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
          helperText={problems.slug ?? t(movesAddress(study, draft.slug) ? 'editor.slugMoved' : 'work.editor.slugHint')}
          error={Boolean(problems.slug)}
          required
          slotProps={{ htmlInput: { maxLength: 80, autoCapitalize: 'none', spellCheck: false } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t('work.servicesUsed')}
          </Typography>
          <FormGroup row>
            {SERVICE_SLUGS.map((slug) => (
              <FormControlLabel
                key={slug}
                label={t(`serviceNames.${slug}`)}
                control={
                  <Checkbox
                    checked={draft.services.includes(slug)}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        services: event.target.checked
                          ? [...draft.services, slug]
                          : draft.services.filter((s) => s !== slug),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {problems.services && (
            <Typography variant="body2" color="error" role="alert">
              {problems.services}
            </Typography>
          )}
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('work.photos')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
            }}
          >
            {draft.photos.map((photo) => (
              <Box component="li" key={photo.id}>
                <ResponsiveImage image={photo} sizes="8rem" />
                <Button
                  size="small"
                  onClick={() => setDraft({ ...draft, photos: draft.photos.filter((p) => p.id !== photo.id) })}
                >
                  {t('work.editor.removePhoto')}
                </Button>
              </Box>
            ))}
          </Box>
          {problems.photoIds && (
            <Typography variant="body2" color="error" role="alert">
              {problems.photoIds}
            </Typography>
          )}
          <Button variant="outlined" size="small" onClick={() => setPicking('photo')} sx={{ mt: 1 }}>
            {t('work.editor.addPhoto')}
          </Button>
        </Box>
        <Tabs value={tab} onChange={(_, value: Language) => setTab(value)} aria-label={t('editor.languages')}>
          {(['en', 'km'] as const).map((language) => (
            <Tab key={language} value={language} label={languageLabel(language)} id={`case-tab-${language}`} />
          ))}
        </Tabs>
        <Box lang={tab} sx={{ display: 'grid', gap: 2 }}>
          {TEXTS.map((name) => {
            const problem = problems[`${name}.${tab}`];
            return (
              <Box key={name}>
                <TextField
                  id={`case-${name}-${tab}`}
                  fullWidth
                  label={`${t(`work.editor.${name}`)} (${languageLabel(tab)})`}
                  value={draft.texts[name][tab]}
                  onChange={(event) => setText(name, event.target.value)}
                  error={Boolean(problem)}
                  helperText={problem ?? (MARKDOWN.includes(name) ? t('work.editor.markdownHint') : undefined)}
                  required={name !== 'quote' && name !== 'quoteBy'}
                  multiline={MARKDOWN.includes(name) || name === 'summary' || name === 'quote'}
                  minRows={MARKDOWN.includes(name) ? 5 : undefined}
                  slotProps={{ htmlInput: { maxLength: LIMITS[name] } }}
                />
                {MARKDOWN.includes(name) && (
                  <Button size="small" onClick={() => setPicking(name)}>
                    {t('images.insert')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
        <Box component="section" aria-labelledby="case-preview-title">
          <Typography id="case-preview-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('editor.preview')}
          </Typography>
          <Paper variant="outlined" lang={tab} data-testid="case-preview">
            <CaseStudyArticle study={preview} headingLevel={2} />
          </Paper>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="outlined" disabled={busy}>
            {t('editor.saveDraft')}
          </Button>
          <Button variant="contained" onClick={() => void publishNow()} disabled={busy}>
            {study?.status === 'PUBLISHED' ? t('work.editor.saveAndUpdate') : t('editor.publish')}
          </Button>
          {study && study.status !== 'DRAFT' && (
            <UnpublishButton
              idPrefix="case-study"
              name={study.texts.title[pageLanguage] || study.slug}
              status={study.status}
              dirty={dirty}
              busy={busy}
              onConfirm={takeDown}
            />
          )}
        </Stack>
        <ScheduleControl idPrefix="case-study" busy={busy} onSchedule={(at) => void publishNow(at)} />
      </Stack>
      <ImagePicker
        open={picking !== undefined}
        title={picking === 'photo' ? t('work.editor.addPhoto') : t('images.insert')}
        onClose={() => setPicking(undefined)}
        onChoose={chosen}
      />
      {study && (
        <RevisionHistory revisions={history.data?.caseStudyRevisions} loading={history.loading} error={history.error} />
      )}
    </Paper>
  );
}
