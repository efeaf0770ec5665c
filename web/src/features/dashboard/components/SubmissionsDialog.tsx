import { useState, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Link, Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { contactApi, newsletterApi } from '@site/common';
import { errorText, isForbidden } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import { LoadMore } from '../../../app/LoadMore';
import { toast } from '../../../app/toast';
import {
  ContactSubmissionsDocument,
  NewsletterSubscriptionsDocument,
  UpdateContactSubmissionStatusDocument,
} from '../../../gql/graphql';
import { ADMIN_DIALOG_SLOT_PROPS, AccessDenied, Notice } from '../../../shared/staff-list/StaffNotices';
import { InquiryDetail } from '../../inquiries';
import { usePagedRows, type PagedRows } from '../usePagedRows';
import { ContactTable, NEXT_STATUS, NewsletterTable, type ContactSubmissionRow } from './SubmissionTables';

const count = (list: Pick<PagedRows<unknown>, 'status' | 'total'>) => (list.status === 'success' ? list.total : 0);

function Panel<T>({
  list,
  loading,
  empty,
  csv,
  children,
}: {
  list: PagedRows<T>;
  loading: string;
  empty: string;
  csv: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useT();
  const localize = useLocalize();
  if (list.status === 'pending') return <Notice busy>{loading}</Notice>;
  if (list.status === 'error') return <Alert severity="error">{t('submissions.loadFailed')}</Alert>;
  if (list.rows.length === 0) return <Notice>{empty}</Notice>;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mb: 1 }}>
        <Link component={RouterLink} to={localize('/dashboard/inquiries')} variant="body2">
          {t('submissions.openInbox')}
        </Link>
        <Button size="small" href={`${csv}?format=csv`} download startIcon={<DownloadIcon />}>
          {t('submissions.downloadCsv')}
        </Button>
      </Box>
      {children(list.rows)}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onClick={list.loadMore} />
    </>
  );
}

/**
 * SPEC §2 "Submissions dialog": at most 80% of the viewport high, two tabs with counts, fetched only
 * while open and never retried; a FORBIDDEN refusal of either list shows Access Denied (SPEC §6). An
 * inquiry or subscriber that arrives meanwhile shows at once (the staffActivity subscription).
 */
export function SubmissionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [tab, setTab] = useState(0);
  const contacts = usePagedRows(ContactSubmissionsDocument, 'contactSubmissions', {
    skip: !open,
    live: ['inquiry', 'chatLead'],
  });
  const newsletter = usePagedRows(NewsletterSubscriptionsDocument, 'newsletterSubscriptions', {
    skip: !open,
    live: ['subscription'],
  });
  const [setStatus] = useMutation(UpdateContactSubmissionStatusDocument);
  const [busyId, setBusyId] = useState<string>();
  const [opened, setOpened] = useState<ContactSubmissionRow>();
  const denied = isForbidden(contacts.error) || isForbidden(newsletter.error);

  const advance = async (row: ContactSubmissionRow) => {
    const next = NEXT_STATUS[row.status];
    if (!next) return;
    setBusyId(row.id);
    try {
      const { data } = await setStatus({ variables: { id: row.id, status: next.status } });
      const saved = data!.updateContactSubmissionStatus;
      contacts.update((rows) =>
        rows.map((candidate) => (candidate.id === saved.id ? { ...candidate, status: saved.status } : candidate)),
      );
    } catch (error) {
      console.error('Could not change the status of an inquiry', errorText(error, ''));
      toast({ title: t('common.error'), description: t('submissions.statusFailed'), variant: 'destructive' });
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="submissions-title"
      slotProps={ADMIN_DIALOG_SLOT_PROPS}
    >
      <DialogTitle id="submissions-title" sx={{ pr: 7 }}>
        {t('submissions.title')}
        <IconButton
          aria-label={t('submissions.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {denied ? (
        <DialogContent dividers>
          <AccessDenied text={t('submissions.accessDeniedText')} />
        </DialogContent>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: number) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: { xs: 1, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab
              id="submissions-tab-contact"
              aria-controls="submissions-panel-contact"
              label={t('submissions.contactTab', { n: count(contacts) })}
            />
            <Tab
              id="submissions-tab-newsletter"
              aria-controls="submissions-panel-newsletter"
              label={t('submissions.newsletterTab', { n: count(newsletter) })}
            />
          </Tabs>
          <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
            <Box
              role="tabpanel"
              id="submissions-panel-contact"
              aria-labelledby="submissions-tab-contact"
              hidden={tab !== 0}
            >
              {tab === 0 && (
                <Panel
                  list={contacts}
                  loading={t('submissions.loadingContact')}
                  empty={t('submissions.emptyContact')}
                  csv={contactApi.list.path}
                >
                  {(rows) => (
                    <ContactTable
                      rows={rows}
                      onAdvance={(row) => void advance(row)}
                      onOpen={setOpened}
                      busyId={busyId}
                    />
                  )}
                </Panel>
              )}
            </Box>
            <Box
              role="tabpanel"
              id="submissions-panel-newsletter"
              aria-labelledby="submissions-tab-newsletter"
              hidden={tab !== 1}
            >
              {tab === 1 && (
                <Panel
                  list={newsletter}
                  loading={t('submissions.loadingNewsletter')}
                  empty={t('submissions.emptyNewsletter')}
                  csv={newsletterApi.list.path}
                >
                  {(rows) => <NewsletterTable rows={rows} />}
                </Panel>
              )}
            </Box>
          </DialogContent>
        </>
      )}
      {opened && (
        <InquiryDetail
          id={opened.id}
          initial={opened}
          onChanged={(saved) =>
            contacts.update((rows) => rows.map((row) => (row.id === saved.id ? { ...row, status: saved.status } : row)))
          }
          onClose={() => setOpened(undefined)}
        />
      )}
    </Dialog>
  );
}
