import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Container, Grid, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useBusinessZone } from '../../../app/businessZone';
import { errorText, isForbidden } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { toast } from '../../../app/toast';
import { ClosuresDocument, RemoveClosureDocument } from '../../../gql/graphql';
import { ClosureForm } from '../components/ClosureForm';
import { ClosureList } from '../components/ClosureList';

/**
 * /dashboard/closures (admins): the office's closed days, in the office's zone (BUSINESS_TIMEZONE),
 * with the bookings each overlaps; add a day or a range, remove one after confirming.
 */
export default function ClosuresPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const office = useBusinessZone();
  const list = useQuery(ClosuresDocument);
  const reload = () => void list.refetch().catch(() => undefined);
  const [remove] = useMutation(RemoveClosureDocument);
  const [removing, setRemoving] = useState<string | null>(null);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, maxWidth: '70ch' }}>
        {t('closures.intro')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="closures-zone">
        {t('closures.zone', { zone: office.name(language) })}
      </Typography>
      {isForbidden(list.error) ? (
        <Alert severity="error">
          <AlertTitle>{t('submissions.accessDeniedTitle')}</AlertTitle>
          {t('closures.denied')}
        </Alert>
      ) : (
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper sx={{ p: { xs: 2, sm: 3 } }}>
              <ClosureForm onAdded={reload} />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper component="section" aria-labelledby="closures-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography id="closures-list-title" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('closures.listTitle')}
              </Typography>
              {!list.data && !list.error ? (
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <CircularProgress size={24} aria-hidden />
                  <Typography color="text.secondary">{t('closures.loading')}</Typography>
                </Box>
              ) : !list.data ? (
                <Alert severity="error" action={<Button onClick={reload}>{t('booking.retry')}</Button>}>
                  {errorText(list.error, t('closures.loadFailed'))}
                </Alert>
              ) : (
                <ClosureList
                  closures={list.data.closures}
                  removing={removing}
                  onRemove={(closure) => {
                    setRemoving(closure.id);
                    remove({ variables: { id: closure.id } })
                      .then(({ data }) => {
                        toast({ title: data!.removeClosure.message });
                        return list.refetch();
                      })
                      .catch((error: unknown) =>
                        toast({
                          variant: 'destructive',
                          title: t('status.error'),
                          description: errorText(error, t('closures.removeFailed')),
                        }),
                      )
                      .finally(() => setRemoving(null));
                  }}
                />
              )}
            </Paper>
          </Grid>
        </Grid>
      )}
      <Button component={RouterLink} to={localize('/dashboard')} sx={{ mt: 3 }}>
        {t('closures.back')}
      </Button>
    </Container>
  );
}
