import { useEffect, useRef } from 'react';
import CallIcon from '@mui/icons-material/Call';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { serviceOptionLabel } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import {
  ContactSubmissionDocument,
  UpdateContactSubmissionStatusDocument,
  type ContactStatus,
  type UpdateContactSubmissionStatusMutation,
} from '../../../gql/graphql';
import { DetailFields, formatMoment, formatRelative, StaffDetail } from '../../../shared/staff-list';
import { replyHref, STATUS_COLOR, telHref, type InquiryDetailView, type InquiryRow } from './inquiryText';

export type { InquiryDetailView };
/** What a status change answers: the inquiry's id, its new status, who set it and when. */
export type InquiryStatusChange = UpdateContactSubmissionStatusMutation['updateContactSubmissionStatus'];

const STATUS_ACTIONS: ContactStatus[] = ['new', 'read', 'replied'];

/**
 * One inquiry in full (the inbox's detail, also opened from the dashboard's submissions dialog): the
 * whole message in the visitor's language, how to reach them, the chat's conversation, and the status.
 * Opening a new inquiry marks it read; "Reply by e-mail" opens the staff's mail program with the
 * visitor's address and a subject in the visitor's language.
 */
export function InquiryDetail({
  id,
  initial,
  onChanged,
  onClose,
}: {
  id: string;
  /** The list's row, shown at once while the whole inquiry loads. */
  initial?: InquiryRow;
  /** After a status change: the list updates its row. */
  onChanged?: (inquiry: InquiryStatusChange) => void;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const detail = useQuery(ContactSubmissionDocument, { variables: { id } });
  const [setStatus, saving] = useMutation(UpdateContactSubmissionStatusDocument);
  const inquiry: (InquiryRow & Partial<InquiryDetailView>) | undefined = detail.data?.contactSubmission ?? initial;

  const statusButtons = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  const change = async (status: ContactStatus) => {
    if (saving.loading) return;
    refocus.current = true;
    try {
      const { data } = await setStatus({ variables: { id, status } });
      const saved = data!.updateContactSubmissionStatus;
      // The answer is the inquiry's new status, who set it and when: the detail shows it as it is.
      detail.updateQuery((current) =>
        current.contactSubmission
          ? { contactSubmission: { ...(current.contactSubmission as InquiryDetailView), ...saved } }
          : (current as { contactSubmission: InquiryDetailView }),
      );
      onChanged?.(saved);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.error'),
        description: errorText(error, t('submissions.statusFailed')),
      });
    }
  };

  // The clicked status button is gone once its status is the inquiry's: keep focus in the dialog, on
  // the next status button, or Escape and Tab would act on the page behind.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body)
      statusButtons.current?.querySelector('button')?.focus();
  }, [inquiry?.status]);

  // Opening a new inquiry is reading it (as in a mail program); "Mark as new" undoes it.
  const markedRead = useRef(false);
  useEffect(() => {
    if (markedRead.current || detail.data?.contactSubmission.status !== 'new') return;
    markedRead.current = true;
    void change('read');
    // Once per opening, when the inquiry has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.data?.contactSubmission.status]);

  const languageName = (code: string) => (code === 'en' || code === 'km' ? t(`submissions.languages.${code}`) : code);
  const statusName = (status: string) => t(`inbox.status.${status}`, { defaultValue: status });
  const reply = inquiry && replyHref(inquiry);

  return (
    <StaffDetail
      id="inquiry-detail"
      title={inquiry?.name ?? (detail.error ? t('staffList.notFound') : t('inbox.loadingOne'))}
      loading={!inquiry && !detail.error ? t('inbox.loadingOne') : undefined}
      error={!inquiry && detail.error ? errorText(detail.error, t('inbox.loadOneFailed')) : undefined}
      onClose={onClose}
      actions={
        inquiry && (
          <>
            {reply && (
              <Button variant="contained" href={reply} startIcon={<ReplyIcon />}>
                {t('inbox.reply')}
              </Button>
            )}
            {inquiry.phone && (
              <Button variant="outlined" href={telHref(inquiry.phone)} startIcon={<CallIcon />}>
                {t('inbox.call')}
              </Button>
            )}
            <Box component="span" ref={statusButtons} sx={{ display: 'contents' }}>
              {STATUS_ACTIONS.filter((status) => status !== inquiry.status).map((status) => (
                // aria-disabled, not disabled, while saving: a disabled button would drop the focus.
                <Button
                  key={status}
                  variant="outlined"
                  onClick={() => void change(status)}
                  aria-disabled={saving.loading || undefined}
                >
                  {t(`inbox.mark.${status}`)}
                </Button>
              ))}
            </Box>
          </>
        )
      }
    >
      {inquiry && (
        <Stack spacing={2.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" color={STATUS_COLOR[inquiry.status] ?? 'default'} label={statusName(inquiry.status)} />
            <Chip size="small" variant="outlined" label={t(`inbox.source.${inquiry.source}`)} />
          </Box>
          <DetailFields
            fields={[
              [
                t('inbox.received'),
                `${formatMoment(inquiry.createdAt, office.timeZone, language)} (${formatRelative(inquiry.createdAt, language)})`,
              ],
              [t('inbox.email'), inquiry.email ? <Link href={reply}>{inquiry.email}</Link> : t('inbox.notGiven')],
              [
                t('inbox.phone'),
                inquiry.phone ? <Link href={telHref(inquiry.phone)}>{inquiry.phone}</Link> : t('inbox.notGiven'),
              ],
              ...(inquiry.service
                ? [[t('inbox.service'), serviceOptionLabel(inquiry.service, language)] as [string, string]]
                : []),
              [t('inbox.language'), languageName(inquiry.language)],
              ...(inquiry.statusChangedAt && inquiry.statusChangedBy
                ? [
                    [
                      t('inbox.statusChanged'),
                      t('inbox.statusChangedBy', {
                        status: statusName(inquiry.status),
                        who: inquiry.statusChangedBy,
                        when: formatRelative(inquiry.statusChangedAt, language),
                      }),
                    ] as [string, string],
                  ]
                : []),
            ]}
          />
          <Box component="section" aria-labelledby="inquiry-message-title">
            <Typography id="inquiry-message-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {t(inquiry.source === 'chat' ? 'inbox.question' : 'inbox.message')}
            </Typography>
            <Typography
              lang={inquiry.language}
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: 'background.default',
                p: 1.5,
                borderRadius: 1,
              }}
            >
              {inquiry.message}
            </Typography>
          </Box>
          {inquiry.transcript && inquiry.transcript.length > 0 && (
            <Box component="section" aria-labelledby="inquiry-transcript-title">
              <Typography id="inquiry-transcript-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                {t('inbox.conversation')}
              </Typography>
              <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} lang={inquiry.language}>
                {inquiry.transcript.map((turn, index) => (
                  <Box
                    component="li"
                    key={index}
                    sx={{
                      alignSelf: turn.role === 'user' ? 'flex-end' : 'flex-start',
                      maxWidth: '90%',
                      px: 1.5,
                      py: 1,
                      borderRadius: 2,
                      bgcolor: turn.role === 'user' ? 'primary.main' : 'background.default',
                      color: turn.role === 'user' ? 'primary.contrastText' : 'text.primary',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                      fontSize: '0.9rem',
                    }}
                  >
                    <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
                      {t(turn.role === 'user' ? 'inbox.visitor' : 'chat.assistant')}
                    </Typography>
                    {turn.content}
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </StaffDetail>
  );
}
