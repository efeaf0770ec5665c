import { useState } from 'react';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import type { Language } from '@site/common';
import { useT } from '../../../app/language';
import {
  PostRevisionsDocument,
  PublishPostDocument,
  SavePostDocument,
  UnpublishPostDocument,
  type EditorPostsQuery,
  type ImageFieldsFragment,
} from '../../../gql/graphql';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { movesAddress, useUnsavedGuard } from '../../../shared/components/EditorWorkspace';
import { PublishingActions, PublishingHeader, usePublishing } from '../../../shared/components/Publishing';
import { RevisionHistory } from '../../../shared/components/RevisionHistory';
import { ImagePicker } from '../../images';
import { Article } from './Article';

export type EditorPost = EditorPostsQuery['posts'][number];

interface Draft {
  slug: string;
  tags: string;
  title: Record<Language, string>;
  summary: Record<Language, string>;
  body: Record<Language, string>;
  cover: ImageFieldsFragment | null;
}

const EMPTY: Draft = {
  slug: '',
  tags: '',
  cover: null,
  title: { en: '', km: '' },
  summary: { en: '', km: '' },
  body: { en: '', km: '' },
};

const draftOf = (post?: EditorPost): Draft =>
  post
    ? {
        slug: post.slug,
        tags: post.tags.join(', '),
        title: { en: post.titles.en, km: post.titles.km },
        summary: { en: post.summaries.en, km: post.summaries.km },
        body: { en: post.bodies.en, km: post.bodies.km },
        cover: post.coverImage ?? null,
      }
    : EMPTY;

/** An image as the picker hands it: its alt text in both languages when the server sent them. */
type PickedImage = ImageFieldsFragment & { alts?: Record<Language, string> };

interface PostEditorProps {
  /** The article being edited; none for a new one. */
  post?: EditorPost;
  /** Called with the article after each save, publish or unpublish. */
  onSaved: (id: string) => void;
}

/**
 * The article editor (issue 32): slug, tags, and title, summary and Markdown body in English and
 * Khmer; the preview is rendered by the same renderer as the published page. Saving names the
 * revision it started from, so a save after someone else's answers with a conflict instead of
 * overwriting their work.
 */
export function PostEditor({ post, onSaved }: PostEditorProps) {
  const { t, language: pageLanguage } = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  // Typed and not saved: leaving or reloading the page asks first.
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(post));
  useUnsavedGuard(dirty);
  const [tab, setTab] = useState<Language>('en');
  const [save, saving] = useMutation(SavePostDocument);
  const publishing = usePublishing({
    piece: post,
    saving: saving.loading,
    save: async (expectedRevision) => {
      const { data } = await save({
        variables: {
          id: post?.id,
          expectedRevision,
          input: {
            slug: draft.slug,
            title: draft.title,
            summary: draft.summary,
            body: draft.body,
            coverImageId: draft.cover?.id ?? null,
            tags: draft.tags
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
          },
        },
      });
      return data!.savePost.id;
    },
    publishDocument: PublishPostDocument,
    unpublishDocument: UnpublishPostDocument,
    saveFailed: t('editor.saveFailed'),
    onSaved,
  });
  const { problems } = publishing;
  // Who saved which version, and when (the editor is mounted again for each new revision).
  const history = useQuery(
    PostRevisionsDocument,
    post ? { variables: { id: post.id }, fetchPolicy: 'network-only' } : skipToken,
  );
  const [picking, setPicking] = useState<'cover' | 'body'>();
  // The images the preview can show: the article's own and those chosen while editing.
  const [known, setKnown] = useState<ImageFieldsFragment[]>(() => post?.images ?? []);

  const chosen = (image: PickedImage) => {
    setKnown((current) => [...current.filter((each) => each.id !== image.id), image]);
    if (picking === 'cover') setDraft((current) => ({ ...current, cover: image }));
    else {
      const alt = (image.alts?.[tab] ?? image.alt).replace(/[[\]\n]/g, ' ');
      setDraft((current) => ({
        ...current,
        body: { ...current.body, [tab]: `${current.body[tab].trimEnd()}\n\n![${alt}](image:${image.id})\n` },
      }));
    }
    setPicking(undefined);
  };

  const set = (field: 'title' | 'summary' | 'body', value: string) =>
    setDraft((current) => ({ ...current, [field]: { ...current[field], [tab]: value } }));

  const field = (name: 'title' | 'summary' | 'body') => `${name}.${tab}`;
  const languageLabel = (language: Language) => t(`editor.language.${language}`);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void publishing.submit())}
    >
      <Stack spacing={2}>
        <PublishingHeader piece={post} publishing={publishing} />
        <TextField
          id="post-slug"
          label={t('editor.slug')}
          value={draft.slug}
          onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
          helperText={problems.slug ?? t(movesAddress(post, draft.slug) ? 'editor.slugMoved' : 'editor.slugHint')}
          error={Boolean(problems.slug)}
          required
          slotProps={{ htmlInput: { maxLength: 80, autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          id="post-tags"
          label={t('editor.tags')}
          value={draft.tags}
          onChange={(event) => setDraft({ ...draft, tags: event.target.value })}
          helperText={problems.tags ?? t('editor.tagsHint')}
          error={Boolean(problems.tags)}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('images.cover')}
          </Typography>
          {draft.cover ? (
            <Box sx={{ maxWidth: 320, mb: 1 }}>
              <ResponsiveImage image={draft.cover} sizes="320px" />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('images.noCover')}
            </Typography>
          )}
          {problems.coverImageId && (
            <Typography variant="body2" color="error" role="alert">
              {problems.coverImageId}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small" onClick={() => setPicking('cover')}>
              {t('images.chooseCover')}
            </Button>
            {draft.cover && (
              <Button size="small" onClick={() => setDraft({ ...draft, cover: null })}>
                {t('images.removeCover')}
              </Button>
            )}
          </Stack>
        </Box>
        <Tabs value={tab} onChange={(_, value: Language) => setTab(value)} aria-label={t('editor.languages')}>
          {(['en', 'km'] as const).map((language) => (
            <Tab key={language} value={language} label={languageLabel(language)} id={`post-tab-${language}`} />
          ))}
        </Tabs>
        <Box lang={tab} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            id={`post-title-${tab}`}
            label={`${t('editor.title')} (${languageLabel(tab)})`}
            value={draft.title[tab]}
            onChange={(event) => set('title', event.target.value)}
            error={Boolean(problems[field('title')])}
            helperText={problems[field('title')]}
            required
            slotProps={{ htmlInput: { maxLength: 160 } }}
          />
          <TextField
            id={`post-summary-${tab}`}
            label={`${t('editor.summary')} (${languageLabel(tab)})`}
            value={draft.summary[tab]}
            onChange={(event) => set('summary', event.target.value)}
            error={Boolean(problems[field('summary')])}
            helperText={problems[field('summary')]}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 400 } }}
          />
          <TextField
            id={`post-body-${tab}`}
            label={`${t('editor.body')} (${languageLabel(tab)})`}
            value={draft.body[tab]}
            onChange={(event) => set('body', event.target.value)}
            error={Boolean(problems[field('body')])}
            helperText={problems[field('body')] ?? t('editor.bodyHint')}
            required
            multiline
            minRows={10}
          />
          <Box>
            <Button variant="outlined" size="small" onClick={() => setPicking('body')}>
              {t('images.insert')}
            </Button>
          </Box>
          <Box component="section" aria-labelledby="post-preview-title">
            <Typography id="post-preview-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('editor.preview')}
            </Typography>
            <Paper variant="outlined" data-testid="post-preview" lang={tab} sx={{ overflow: 'hidden' }}>
              <Article
                heading="h2"
                language={tab}
                article={{
                  title: draft.title[tab],
                  summary: draft.summary[tab],
                  body: draft.body[tab],
                  publishedAt: post?.publishedAt ?? null,
                  coverImage: draft.cover ?? null,
                  images: known,
                }}
              />
            </Paper>
          </Box>
        </Box>
        <PublishingActions
          idPrefix="post"
          piece={post}
          name={post ? post.titles[pageLanguage] || post.slug : ''}
          updateLabel={t('editor.saveAndUpdate')}
          dirty={dirty}
          publishing={publishing}
        />
      </Stack>
      <ImagePicker
        open={picking !== undefined}
        title={picking === 'cover' ? t('images.chooseCover') : t('images.insert')}
        onClose={() => setPicking(undefined)}
        onChoose={chosen}
      />
      {post && (
        <RevisionHistory revisions={history.data?.postRevisions} loading={history.loading} error={history.error} />
      )}
    </Paper>
  );
}
