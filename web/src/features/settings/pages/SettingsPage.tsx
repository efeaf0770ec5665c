import { useState, type FormEvent } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Container,
  Grid,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { TextField } from '../../../app/TextField';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorCode, errorText, fieldErrors, isForbidden } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import {
  EditSiteSettingsDocument,
  SaveSiteSettingsDocument,
  type EditSiteSettingsQuery,
  type SiteSettingsInput,
} from '../../../gql/graphql';

interface PackageDraft {
  id: string;
  nameEn: string;
  nameKm: string;
  price: string;
  featuresEn: string;
  featuresKm: string;
}

interface Draft {
  phone: string;
  email: string;
  addressEn: string;
  addressKm: string;
  mapUrl: string;
  telegram: string;
  whatsapp: string;
  socialLinks: { network: string; label: string; url: string }[];
  packages: PackageDraft[];
}

const draftOf = (settings: EditSiteSettingsQuery['siteSettings']): Draft => ({
  phone: settings.phone,
  email: settings.email,
  addressEn: settings.address.en,
  addressKm: settings.address.km,
  mapUrl: settings.mapUrl,
  telegram: settings.telegram,
  whatsapp: settings.whatsapp,
  socialLinks: settings.socialLinks.map(({ network, label, url }) => ({ network, label, url })),
  packages: settings.packages.map((pkg) => ({
    id: pkg.id,
    nameEn: pkg.name.en,
    nameKm: pkg.name.km,
    price: String(pkg.price),
    featuresEn: pkg.features.map((feature) => feature.en).join('\n'),
    featuresKm: pkg.features.map((feature) => feature.km).join('\n'),
  })),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const SEVERITY = { saved: 'success', unchanged: 'info', conflict: 'warning', failed: 'error' } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the admin changed, as the api takes it: only the fields that differ from the settings the form
 * started from (`base`), so two admins changing different things do not put back each other's. A price
 * that is not a whole number is sent as it is, for the api to refuse.
 */
/**
 * The server's refusals by the id of the field they are about. Its keys follow the input it was sent:
 * `packages.1.price` is the second package sent (only changed ones are), `socialLinks.2.url` the third link.
 */
function problemsByField(
  fields: Record<string, string>,
  sent: SiteSettingsInput,
  links: readonly { network: string }[],
): Record<string, string> {
  const byId: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const [head, index, part, sub, language] = key.split('.');
    let id: string | undefined;
    if (['phone', 'email', 'mapUrl', 'telegram', 'whatsapp'].includes(key)) id = `settings-${key}`;
    else if (head === 'address') id = `settings-address${index === 'km' ? 'Km' : 'En'}`;
    else if (head === 'packages') {
      const pkg = sent.packages?.[Number(index)]?.id;
      if (pkg && part === 'name') id = `settings-${pkg}-name-${sub === 'km' ? 'km' : 'en'}`;
      else if (pkg && part === 'price') id = `settings-${pkg}-price`;
      else if (pkg && part === 'features') id = `settings-${pkg}-features-${language === 'km' ? 'km' : 'en'}`;
    } else if (head === 'socialLinks') {
      const link = links[Number(index)];
      if (link) id = `settings-social-${link.network}`;
    }
    if (id && !byId[id]) byId[id] = message;
  }
  return byId;
}

function changesOf(draft: Draft, base: Draft): SiteSettingsInput {
  const input: SiteSettingsInput = {};
  for (const key of ['phone', 'email', 'mapUrl', 'telegram', 'whatsapp'] as const)
    if (draft[key] !== base[key]) input[key] = draft[key];
  if (draft.addressEn !== base.addressEn || draft.addressKm !== base.addressKm)
    input.address = { en: draft.addressEn, km: draft.addressKm };
  if (!same(draft.socialLinks, base.socialLinks)) input.socialLinks = draft.socialLinks;
  const packages = draft.packages
    .filter(
      (pkg) =>
        !same(
          pkg,
          base.packages.find((each) => each.id === pkg.id),
        ),
    )
    .map((pkg) => {
      const en = lines(pkg.featuresEn);
      const km = lines(pkg.featuresKm);
      return {
        id: pkg.id,
        name: { en: pkg.nameEn, km: pkg.nameKm },
        price: /^\d{1,9}$/.test(pkg.price.trim()) ? Number(pkg.price.trim()) : 0,
        features: en.map((feature, index) => ({ en: feature, km: km[index] ?? '' })),
      };
    });
  if (packages.length > 0) input.packages = packages;
  return input;
}

/**
 * After someone else's save: their values where this admin changed nothing, this admin's where they
 * did (field by field, and package by package).
 */
function merged(mine: Draft, base: Draft, theirs: Draft): Draft {
  const pick = <K extends keyof Draft>(key: K): Draft[K] => (same(mine[key], base[key]) ? theirs[key] : mine[key]);
  return {
    phone: pick('phone'),
    email: pick('email'),
    addressEn: pick('addressEn'),
    addressKm: pick('addressKm'),
    mapUrl: pick('mapUrl'),
    telegram: pick('telegram'),
    whatsapp: pick('whatsapp'),
    socialLinks: pick('socialLinks'),
    packages: theirs.packages.map((pkg) => {
      const own = mine.packages.find((each) => each.id === pkg.id);
      return own &&
        !same(
          own,
          base.packages.find((each) => each.id === pkg.id),
        )
        ? own
        : pkg;
    }),
  };
}

/**
 * /dashboard/settings (admins): the agency's contact details, social links and the three packages'
 * names, prices and features in both languages. Saved, they are what every page, e-mail, the partner
 * catalog and checkout use (the public pages within seconds).
 */
export default function SettingsPage({ routeId }: PageProps) {
  const { t } = useT();
  const localize = useLocalize();
  const loaded = useQuery(EditSiteSettingsDocument, { fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SaveSiteSettingsDocument);
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  // What the last save refused, by field id: marked at the field, the first one focused.
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<
    { kind: 'saved' | 'unchanged' | 'conflict' | 'failed'; text: string } | undefined
  >(undefined);
  // The newest revision this page has seen: what it loaded, or what it saved.
  const saved = saving.data?.saveSiteSettings;
  const fetched = loaded.data?.siteSettings;
  const settings = saved && (!fetched || saved.revision >= fetched.revision) ? saved : fetched;
  const base = settings ? draftOf(settings) : undefined;
  const form = draft ?? base;

  const change = (patch: Partial<Draft>) => form && setDraft({ ...form, ...patch });
  const changePackage = (id: string, patch: Partial<PackageDraft>) =>
    form && change({ packages: form.packages.map((pkg) => (pkg.id === id ? { ...pkg, ...patch } : pkg)) });
  const mismatched = form?.packages.filter((pkg) => lines(pkg.featuresEn).length !== lines(pkg.featuresKm).length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || !base || !settings || (mismatched && mismatched.length > 0)) return;
    const input = changesOf(form, base);
    if (Object.keys(input).length === 0) {
      setOutcome({ kind: 'unchanged', text: t('siteSettings.unchanged') });
      return;
    }
    setOutcome(undefined);
    setProblems({});
    save({ variables: { input, expectedRevision: settings.revision } })
      .then(({ data }) => {
        setDraft(undefined);
        setOutcome({ kind: 'saved', text: t('siteSettings.savedText', { revision: data!.saveSiteSettings.revision }) });
      })
      .catch(async (error: unknown) => {
        const text = errorText(error, t('siteSettings.saveFailed'));
        if (errorCode(error) !== 'CONFLICT') {
          const marked = problemsByField(fieldErrors(error), input, form.socialLinks);
          setProblems(marked);
          const first = Object.keys(marked)[0];
          if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
          return setOutcome({ kind: 'failed', text });
        }
        // Someone else saved meanwhile: their changes come into the form, this admin's stay.
        const fresh = await loaded.refetch().catch(() => undefined);
        if (fresh?.data) setDraft(merged(form, base, draftOf(fresh.data.siteSettings)));
        setOutcome({ kind: 'conflict', text });
      });
  };

  /** A refused field: marked, with the server's words under it. */
  const marked = (id: string) =>
    problems[id] ? { error: true, helperText: problems[id] } : ({} as Record<string, never>);
  const field = (name: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`settings-${name}`}
      label={label}
      value={form![name] as string}
      onChange={(event) => change({ [name]: event.target.value })}
      required
      fullWidth
      {...marked(`settings-${name}`)}
      {...extra}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('siteSettings.intro')}
      </Typography>
      {isForbidden(loaded.error) || (loaded.data && loaded.data.me?.role !== 'admin') ? (
        <Alert severity="error">
          <AlertTitle>{t('submissions.accessDeniedTitle')}</AlertTitle>
          {t('siteSettings.denied')}
        </Alert>
      ) : !form ? (
        loaded.error ? (
          <Alert
            severity="error"
            action={
              <Button onClick={() => void loaded.refetch().catch(() => undefined)}>{t('siteSettings.retry')}</Button>
            }
          >
            {errorText(loaded.error, t('siteSettings.loadFailed'))}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 320 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography color="text.secondary">{t('siteSettings.loading')}</Typography>
          </Box>
        )
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={3}>
            <Paper component="section" aria-labelledby="settings-contact" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="settings-contact" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('siteSettings.contactTitle')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>{field('phone', t('siteSettings.phone'), { type: 'tel' })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('email', t('siteSettings.email'), { type: 'email' })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('addressEn', t('siteSettings.addressEn'))}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {field('addressKm', t('siteSettings.addressKm'), { slotProps: { htmlInput: { lang: 'km' } } })}
                </Grid>
                <Grid size={{ xs: 12 }}>{field('mapUrl', t('siteSettings.mapUrl'), { type: 'url' })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('telegram', t('siteSettings.telegram'), { type: 'url' })}</Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{field('whatsapp', t('siteSettings.whatsapp'), { type: 'url' })}</Grid>
              </Grid>
            </Paper>
            <Paper component="section" aria-labelledby="settings-social" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="settings-social" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('siteSettings.socialTitle')}
              </Typography>
              <Grid container spacing={2}>
                {form.socialLinks.map((link, index) => (
                  <Grid key={link.network} size={{ xs: 12, sm: 6 }}>
                    <TextField
                      id={`settings-social-${link.network}`}
                      {...marked(`settings-social-${link.network}`)}
                      type="url"
                      label={t('siteSettings.socialUrl', { network: link.label })}
                      value={link.url}
                      onChange={(event) =>
                        change({
                          socialLinks: form.socialLinks.map((each, at) =>
                            at === index ? { ...each, url: event.target.value } : each,
                          ),
                        })
                      }
                      required
                      fullWidth
                    />
                  </Grid>
                ))}
              </Grid>
            </Paper>
            <Paper component="section" aria-labelledby="settings-packages" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="settings-packages" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('siteSettings.packagesTitle')}
              </Typography>
              <Stack spacing={4}>
                {form.packages.map((pkg) => {
                  const label = (key: string) => `${pkg.nameEn || pkg.id}: ${t(`siteSettings.${key}`)}`;
                  const unequal = mismatched?.some((each) => each.id === pkg.id);
                  return (
                    <Box key={pkg.id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-package={pkg.id}>
                      <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
                        {pkg.nameEn || pkg.id}
                      </Typography>
                      <Grid container spacing={2}>
                        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                          <TextField
                            id={`settings-${pkg.id}-name-en`}
                            {...marked(`settings-${pkg.id}-name-en`)}
                            label={label('nameEn')}
                            value={pkg.nameEn}
                            onChange={(event) => changePackage(pkg.id, { nameEn: event.target.value })}
                            required
                            fullWidth
                          />
                        </Grid>
                        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                          <TextField
                            id={`settings-${pkg.id}-name-km`}
                            {...marked(`settings-${pkg.id}-name-km`)}
                            label={label('nameKm')}
                            value={pkg.nameKm}
                            onChange={(event) => changePackage(pkg.id, { nameKm: event.target.value })}
                            slotProps={{ htmlInput: { lang: 'km' } }}
                            required
                            fullWidth
                          />
                        </Grid>
                        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                          <TextField
                            id={`settings-${pkg.id}-price`}
                            {...marked(`settings-${pkg.id}-price`)}
                            label={label('price')}
                            value={pkg.price}
                            onChange={(event) => changePackage(pkg.id, { price: event.target.value })}
                            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                            required
                            fullWidth
                          />
                        </Grid>
                        <Grid size={{ xs: 12, sm: 6 }}>
                          <TextField
                            id={`settings-${pkg.id}-features-en`}
                            {...marked(`settings-${pkg.id}-features-en`)}
                            label={label('featuresEn')}
                            value={pkg.featuresEn}
                            onChange={(event) => changePackage(pkg.id, { featuresEn: event.target.value })}
                            multiline
                            minRows={3}
                            required
                            fullWidth
                          />
                        </Grid>
                        <Grid size={{ xs: 12, sm: 6 }}>
                          <TextField
                            id={`settings-${pkg.id}-features-km`}
                            label={label('featuresKm')}
                            value={pkg.featuresKm}
                            onChange={(event) => changePackage(pkg.id, { featuresKm: event.target.value })}
                            slotProps={{ htmlInput: { lang: 'km' } }}
                            error={unequal || Boolean(problems[`settings-${pkg.id}-features-km`])}
                            helperText={
                              unequal ? t('siteSettings.featuresMismatch') : problems[`settings-${pkg.id}-features-km`]
                            }
                            multiline
                            minRows={3}
                            required
                            fullWidth
                          />
                        </Grid>
                      </Grid>
                    </Box>
                  );
                })}
              </Stack>
            </Paper>
            <Box aria-live="polite">
              {outcome && (
                <Alert severity={SEVERITY[outcome.kind]}>
                  {outcome.kind === 'saved' && <AlertTitle>{t('siteSettings.saved')}</AlertTitle>}
                  {outcome.kind === 'conflict' && <AlertTitle>{t('siteSettings.conflictTitle')}</AlertTitle>}
                  {outcome.text}
                </Alert>
              )}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button type="submit" variant="contained" disabled={saving.loading} sx={{ minHeight: 48 }}>
                {saving.loading ? t('siteSettings.saving') : t('siteSettings.save')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {settings?.updatedBy
                  ? t('siteSettings.lastSaved', { who: settings.updatedBy })
                  : t('siteSettings.neverSaved')}
              </Typography>
            </Stack>
          </Stack>
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={localize('/dashboard/settings/calendars')}>
          {t('siteSettings.calendars')}
        </Button>
        <Button component={RouterLink} to={localize('/dashboard')}>
          {t('siteSettings.back')}
        </Button>
      </Stack>
    </Container>
  );
}
