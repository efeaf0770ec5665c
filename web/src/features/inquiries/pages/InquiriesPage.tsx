import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { Link as RouterLink } from 'react-router';
import { CONTACT_STATUSES, contactApi, INQUIRY_SOURCES, type ContactStatus, type InquirySource } from '@site/common';
import { ContactSubmissionsDocument } from '../../../gql/graphql';
import { useLocalize, useT } from '../../../app/language';
import { useSearchParamsEditor } from '../../../app/searchParams';
import type { PageProps } from '../../../app/pages';
import { csvHrefOf, StaffList, useSearchParamText, useStaffPage } from '../../../shared/staff-list';
import { InquiryDetail } from '../components/InquiryDetail';
import { InquiryList } from '../components/InquiryList';
import type { InquiryRow } from '../components/inquiryText';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * /dashboard/inquiries (issue 17): every inquiry from the contact form and the chat, newest first, a
 * page at a time, searched by name, e-mail, phone and text and filtered by status and source; a row
 * opens the whole inquiry (`?id=`, the link of the Telegram alerts and of Recent Activity). A new
 * inquiry appears without a reload (the staffActivity subscription).
 */
export default function InquiriesPage({ routeId }: PageProps) {
  const { t } = useT();
  const localize = useLocalize();
  const [params, editParams] = useSearchParamsEditor();
  const status = oneOf<ContactStatus>(CONTACT_STATUSES, params.get('status'));
  const source = oneOf<InquirySource>(INQUIRY_SOURCES, params.get('source'));
  const openId = params.get('id');
  const [text, q, setText] = useSearchParamText();
  // What comes in (a form, a chat lead) shows at once, from whichever instance received it.
  const list = useStaffPage(
    ContactSubmissionsDocument,
    'contactSubmissions',
    { search: q || undefined, status, source },
    { live: ['inquiry', 'chatLead'] },
  );

  const setParam = (name: string, value: string | undefined) =>
    editParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
      },
      { replace: name !== 'id' },
    );
  const open = (row: InquiryRow) => setParam('id', row.id);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to={localize('/dashboard')} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('inbox.backToDashboard')}
      </Button>
      <Typography variant="h1" sx={{ mb: 1, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('inbox.intro')}
      </Typography>
      <StaffList
        id="inbox"
        list={list}
        search={{ text, onChange: setText, label: t('inbox.searchLabel') }}
        narrowed={Boolean(q || status || source)}
        csvHref={csvHrefOf(contactApi.list.path, { q, status, source })}
        texts={{
          loading: t('submissions.loadingContact'),
          empty: t('submissions.emptyContact'),
          error: t('inbox.loadFailed'),
          denied: t('submissions.accessDeniedText'),
          count: (n) => t('inbox.count', { count: n }),
        }}
        filters={
          <>
            <TextField
              select
              size="small"
              id="inbox-status"
              label={t('inbox.statusFilter')}
              value={status ?? ''}
              onChange={(event) => setParam('status', event.target.value || undefined)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 140 }}
            >
              <option value="">{t('inbox.all')}</option>
              {CONTACT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.status.${value}`)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id="inbox-source"
              label={t('inbox.sourceFilter')}
              value={source ?? ''}
              onChange={(event) => setParam('source', event.target.value || undefined)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 150 }}
            >
              <option value="">{t('inbox.all')}</option>
              {INQUIRY_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {t(`inbox.source.${value}`)}
                </option>
              ))}
            </TextField>
          </>
        }
      >
        {(rows) => <InquiryList rows={rows} onOpen={open} />}
      </StaffList>
      {openId && (
        <InquiryDetail
          key={openId}
          id={openId}
          initial={list.rows.find((row) => row.id === openId)}
          onChanged={(saved) =>
            list.update((rows) => rows.map((row) => (row.id === saved.id ? { ...row, status: saved.status } : row)))
          }
          onClose={() => setParam('id', undefined)}
        />
      )}
    </Container>
  );
}
