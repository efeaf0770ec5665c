import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { TextField } from '../../../app/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { IMAGE_ALT_MAX, IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH } from '@site/common';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import { DeleteImageDocument, ImageLibraryDocument, type ImageFieldsFragment } from '../../../gql/graphql';
import { ConfirmDelete } from '../../../shared/components/ConfirmDialog';
import { ResponsiveImage } from '../../../shared/components/ResponsiveImage';

interface ImagePickerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onChoose: (image: ImageFieldsFragment) => void;
}

interface UploadAnswer extends Partial<ImageFieldsFragment> {
  message?: string;
  errors?: Record<string, string>;
}

/**
 * Staff choose an uploaded image or upload a new one (JPEG, PNG or WebP up to 10 MB) with its alt text
 * in English and Khmer; the server's refusal (wrong kind, too big, damaged) shows in the editor's
 * language, and what was typed stays. An image can be deleted after a confirmation, unless something
 * still shows it: then the server's refusal says where.
 */
export function ImagePicker({ open, title, onClose, onChoose }: ImagePickerProps) {
  const { t, language } = useT();
  const library = useQuery(ImageLibraryDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState({ en: '', km: '' });
  const [problem, setProblem] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [remove, removing] = useMutation(DeleteImageDocument);
  // The image asked about stays named while the dialog closes.
  const [doomed, setDoomed] = useState<ImageFieldsFragment | null>(null);
  const [asking, setAsking] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string>();
  const libraryHeading = useRef<HTMLHeadingElement>(null);

  const upload = async () => {
    const chosen = file.current?.files?.[0];
    setProblem(undefined);
    setFields({});
    if (!chosen) return setProblem(t('images.chooseFile'));
    if (chosen.size > IMAGE_MAX_BYTES) return setProblem(t('images.tooBig'));
    const form = new FormData();
    form.append('language', language);
    form.append('altEn', alt.en);
    form.append('altKm', alt.km);
    form.append('file', chosen);
    setUploading(true);
    try {
      // The language in the address too: a refusal is written before the form's fields are read.
      const response = await fetch(`${IMAGE_UPLOAD_PATH}?language=${language}`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
      if (!response.ok || !answer.id) {
        setProblem(answer.message ?? t('images.uploadFailed'));
        setFields(answer.errors ?? {});
        return;
      }
      void library.refetch().catch(() => undefined);
      setAlt({ en: '', km: '' });
      if (file.current) file.current.value = '';
      onChoose(answer as ImageFieldsFragment);
    } catch (error) {
      setProblem(errorText(error, t('images.uploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    setDeleteProblem(undefined);
    try {
      const { data } = await remove({ variables: { id: doomed.id } });
      setAsking(false);
      toast({ title: data?.deleteImage.message ?? t('images.deleted') });
      await library.refetch().catch(() => undefined);
      // Its buttons are gone with it: the focus goes to the library's heading.
      libraryHeading.current?.focus();
    } catch (error) {
      setDeleteProblem(errorText(error, t('images.deleteFailed')));
    }
  };

  const images = library.data?.images ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="image-picker-title">
      <DialogTitle id="image-picker-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} component="section" aria-labelledby="image-upload-title" sx={{ mb: 3 }}>
          <Typography id="image-upload-title" variant="h3" sx={{ fontSize: '1.1rem', pt: 1 }}>
            {t('images.uploadTitle')}
          </Typography>
          <Box>
            <Typography component="label" htmlFor="image-file" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
              {t('images.file')}
            </Typography>
            <input id="image-file" ref={file} type="file" accept="image/jpeg,image/png,image/webp" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('images.fileHint')}
            </Typography>
          </Box>
          <TextField
            id="image-alt-en"
            label={t('images.altEn')}
            value={alt.en}
            onChange={(event) => setAlt({ ...alt, en: event.target.value })}
            error={Boolean(fields['alt.en'])}
            helperText={fields['alt.en'] ?? t('images.altHint')}
            required
            slotProps={{ htmlInput: { maxLength: IMAGE_ALT_MAX, lang: 'en' } }}
          />
          <TextField
            id="image-alt-km"
            label={t('images.altKm')}
            value={alt.km}
            onChange={(event) => setAlt({ ...alt, km: event.target.value })}
            error={Boolean(fields['alt.km'])}
            helperText={fields['alt.km']}
            required
            slotProps={{ htmlInput: { maxLength: IMAGE_ALT_MAX, lang: 'km' } }}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Box>
            <Button variant="contained" onClick={() => void upload()} disabled={uploading}>
              {uploading ? t('images.uploading') : t('images.upload')}
            </Button>
          </Box>
        </Stack>
        <Box component="section" aria-labelledby="image-library-title">
          <Typography
            id="image-library-title"
            ref={libraryHeading}
            tabIndex={-1}
            variant="h3"
            sx={{ fontSize: '1.1rem', mb: 1 }}
          >
            {t('images.library')}
          </Typography>
          {library.loading && !library.data && <CircularProgress size={24} aria-label={t('common.loading')} />}
          {library.error && <Alert severity="error">{errorText(library.error, t('images.loadFailed'))}</Alert>}
          {library.data && images.length === 0 && <Typography color="text.secondary">{t('images.empty')}</Typography>}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            }}
          >
            {images.map((image) => (
              <Box component="li" key={image.id}>
                <Button
                  onClick={() => onChoose(image)}
                  aria-label={t('images.choose', { alt: image.alt })}
                  // A tile, not the site's pill-shaped button: the photo is seen whole-width, corners
                  // rounded a little, every tile the same shape (the photo cropped to fill it).
                  sx={{ p: 0.5, display: 'block', width: '100%', textTransform: 'none', borderRadius: '12px' }}
                  variant="outlined"
                >
                  <ResponsiveImage
                    image={image}
                    sizes="10rem"
                    sx={{ '& img': { aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: '8px' } }}
                  />
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteOutlined />}
                  onClick={() => {
                    setDeleteProblem(undefined);
                    setDoomed(image);
                    setAsking(true);
                  }}
                  aria-label={t('images.deleteLabel', { alt: image.alt })}
                  sx={{ mt: 0.5 }}
                >
                  {t('images.delete')}
                </Button>
              </Box>
            ))}
          </Box>
        </Box>
        <ConfirmDelete
          open={asking}
          id="image-delete"
          title={t('images.deleteTitle')}
          text={t('images.deleteText', { alt: doomed?.alt ?? '' })}
          busy={removing.loading}
          problem={deleteProblem}
          onConfirm={() => void confirmDelete()}
          onClose={() => setAsking(false)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('images.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
