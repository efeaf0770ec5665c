import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Language } from '@site/common';
import { errorText, fieldErrors } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import {
  DeleteTestimonialDocument,
  EditorTestimonialsDocument,
  SaveTestimonialDocument,
  type EditorTestimonialFragment,
  type ImageFieldsFragment,
} from '../../../gql/graphql';
import { ConfirmDelete } from '../../../shared/components/ConfirmDialog';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';
import { ImagePicker } from '../../images';

const FIELDS = [
  ['quote', 'quotes'],
  ['name', 'names'],
  ['role', 'roles'],
  ['company', 'companies'],
] as const;
type Field = (typeof FIELDS)[number][0];

interface TestimonialFormProps {
  item?: EditorTestimonialFragment;
  onSaved: () => void;
  onDeleted?: () => void;
}

/** One testimonial's form: words in both languages, photo, order and whether it shows; a stored one can be deleted. */
function TestimonialForm({ item, onSaved, onDeleted }: TestimonialFormProps) {
  const { t, language } = useT();
  const [texts, setTexts] = useState<Record<Field, Record<Language, string>>>(
    () =>
      Object.fromEntries(
        FIELDS.map(([field, plural]) => [
          field,
          item ? { en: item[plural].en, km: item[plural].km } : { en: '', km: '' },
        ]),
      ) as Record<Field, Record<Language, string>>,
  );
  const [photo, setPhoto] = useState<ImageFieldsFragment | null>(item?.photo ?? null);
  const [published, setPublished] = useState(item?.published ?? false);
  const [position, setPosition] = useState(String(item?.position ?? 0));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [picking, setPicking] = useState(false);
  const [save, saving] = useMutation(SaveTestimonialDocument);
  const [remove, removing] = useMutation(DeleteTestimonialDocument);
  const [asking, setAsking] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string>();
  const idPrefix = `testimonial-${item?.id ?? 'new'}`;
  const name = item?.names[language] ?? '';

  const submit = async () => {
    setProblems({});
    setProblem(undefined);
    try {
      await save({
        variables: {
          id: item?.id,
          expectedRevision: item?.revision,
          input: { ...texts, photoId: photo?.id ?? null, published, position: Number(position) },
        },
      });
      toast({ title: t('editor.saved') });
      onSaved();
    } catch (error) {
      setProblems(fieldErrors(error));
      setProblem(errorText(error, t('work.editor.saveFailed')));
    }
  };

  const confirmDelete = async () => {
    if (!item) return;
    setDeleteProblem(undefined);
    try {
      const { data } = await remove({ variables: { id: item.id, expectedRevision: item.revision } });
      setAsking(false);
      toast({ title: data?.deleteTestimonial.message ?? t('work.testimonials.deleted') });
      onDeleted?.();
    } catch (error) {
      setDeleteProblem(errorText(error, t('work.testimonials.deleteFailed')));
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={item ? item.names.en : t('work.testimonials.new')}
      onSubmit={(event) => (event.preventDefault(), void submit())}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {FIELDS.flatMap(([field]) =>
          (['en', 'km'] as const).map((language) => (
            <TextField
              key={`${field}-${language}`}
              id={`${idPrefix}-${field}-${language}`}
              label={`${t(`work.testimonials.${field}`)} (${t(`editor.language.${language}`)})`}
              value={texts[field][language]}
              onChange={(event) => setTexts({ ...texts, [field]: { ...texts[field], [language]: event.target.value } })}
              error={Boolean(problems[`${field}.${language}`])}
              helperText={problems[`${field}.${language}`]}
              multiline={field === 'quote'}
              required
              slotProps={{ htmlInput: { lang: language } }}
            />
          )),
        )}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        {photo && (
          <Box sx={{ width: 64 }}>
            <ResponsiveImage image={photo} sizes="64px" />
          </Box>
        )}
        <Button size="small" variant="outlined" onClick={() => setPicking(true)}>
          {t('work.testimonials.photo')}
        </Button>
        {photo && (
          <Button size="small" onClick={() => setPhoto(null)}>
            {t('work.testimonials.removePhoto')}
          </Button>
        )}
        <TextField
          id={`${idPrefix}-position`}
          label={t('work.testimonials.position')}
          type="number"
          size="small"
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          error={Boolean(problems.position)}
          helperText={problems.position}
          sx={{ width: '9rem' }}
        />
        <FormControlLabel
          control={<Checkbox checked={published} onChange={(event) => setPublished(event.target.checked)} />}
          label={t('work.testimonials.published')}
        />
        <Button type="submit" variant="contained" disabled={saving.loading}>
          {t('work.testimonials.save')}
        </Button>
        {item && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => {
              setDeleteProblem(undefined);
              setAsking(true);
            }}
            aria-label={t('work.testimonials.deleteLabel', { name })}
          >
            {t('work.testimonials.delete')}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {item && (
        <ConfirmDelete
          open={asking}
          id={`${idPrefix}-delete`}
          title={t('work.testimonials.deleteTitle')}
          text={t('work.testimonials.deleteText', { name })}
          busy={removing.loading}
          problem={deleteProblem}
          onConfirm={() => void confirmDelete()}
          onClose={() => setAsking(false)}
        />
      )}
      <ImagePicker
        open={picking}
        title={t('work.testimonials.photo')}
        onClose={() => setPicking(false)}
        onChoose={(image) => {
          setPhoto(image);
          setPicking(false);
        }}
      />
    </Paper>
  );
}

/** The testimonials of the home page, stored and edited here (issue 32). */
export function TestimonialsEditor() {
  const { t } = useT();
  const list = useQuery(EditorTestimonialsDocument, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef<string>(undefined);
  const refetch = () => void list.refetch().catch(() => undefined);
  // The deleted one's form (and the button that had the focus) is gone: the focus goes to the heading.
  useEffect(() => {
    if (deleted.current && !list.data?.testimonials.some((item) => item.id === deleted.current)) {
      deleted.current = undefined;
      heading.current?.focus();
    }
  }, [list.data]);
  return (
    <Box component="section" aria-labelledby="testimonials-editor" sx={{ mt: 6 }}>
      <Typography
        id="testimonials-editor"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.5rem', mb: 2, color: 'primary.dark' }}
      >
        {t('work.testimonials.title')}
      </Typography>
      {list.loading && !list.data && <CircularProgress size={24} aria-label={t('common.loading')} />}
      {list.error && <Alert severity="error">{errorText(list.error, t('work.loadFailed'))}</Alert>}
      <Stack spacing={2}>
        {(list.data?.testimonials ?? []).map((item) => (
          <TestimonialForm
            key={`${item.id}:${item.revision}`}
            item={item}
            onSaved={refetch}
            onDeleted={() => {
              deleted.current = item.id;
              refetch();
            }}
          />
        ))}
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('work.testimonials.new')}
        </Typography>
        <TestimonialForm
          key={`new-${adding}`}
          onSaved={() => {
            setAdding(adding + 1);
            refetch();
          }}
        />
      </Stack>
    </Box>
  );
}
