import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { SERVICE_SLUGS, type Language } from '@site/common';
import { useT } from '../../../app/language';
import {
  CaseStudyRevisionsDocument,
  PublishCaseStudyDocument,
  SaveCaseStudyDocument,
  UnpublishCaseStudyDocument,
  type EditorCaseStudyFragment,
  type ImageFieldsFragment,
} from '../../../gql/graphql';
import { movesAddress, useUnsavedGuard } from '../../../shared/components/EditorWorkspace';
import { PublishingActions, PublishingHeader, usePublishing } from '../../../shared/components/Publishing';
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
  const [picking, setPicking] = useState<'photo' | TextName>();
  const [known, setKnown] = useState<ImageFieldsFragment[]>(() => study?.images ?? []);
  const [save, saving] = useMutation(SaveCaseStudyDocument);
  const publishing = usePublishing({
    piece: study,
    saving: saving.loading,
    save: async (expectedRevision) => {
      const optional = (name: 'quote' | 'quoteBy') =>
        draft.texts[name].en.trim() || draft.texts[name].km.trim() ? draft.texts[name] : null;
      const { data } = await save({
        variables: {
          id: study?.id,
          expectedRevision,
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
      return data!.saveCaseStudy.id;
    },
    publishDocument: PublishCaseStudyDocument,
    unpublishDocument: UnpublishCaseStudyDocument,
    saveFailed: t('work.editor.saveFailed'),
    onSaved,
  });
  const { problems } = publishing;
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
      onSubmit={(event) => (event.preventDefault(), void publishing.submit())}
    >
      <Stack spacing={2}>
        <PublishingHeader piece={study} publishing={publishing} />
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
        <PublishingActions
          idPrefix="case-study"
          piece={study}
          name={study ? study.texts.title[pageLanguage] || study.slug : ''}
          updateLabel={t('work.editor.saveAndUpdate')}
          dirty={dirty}
          publishing={publishing}
        />
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
