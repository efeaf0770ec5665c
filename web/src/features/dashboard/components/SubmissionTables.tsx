import type { MouseEvent } from 'react';
import {
  Button,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { serviceOptionLabel, type Language } from '@site/common';
import { useT } from '../../../app/language';
import type { ContactStatus, ContactSubmissionsQuery, NewsletterSubscriptionsQuery } from '../../../gql/graphql';

/** The rows of the contactSubmissions and newsletterSubscriptions lists (their .graphql documents). */
export type ContactSubmissionRow = ContactSubmissionsQuery['contactSubmissions']['rows'][number];
export type NewsletterSubscriptionRow = NewsletterSubscriptionsQuery['newsletterSubscriptions']['rows'][number];

/** The next step of an inquiry: new → read → replied. */
export const NEXT_STATUS: Record<string, { status: ContactStatus; labelKey: string } | undefined> = {
  new: { status: 'read', labelKey: 'submissions.markRead' },
  read: { status: 'replied', labelKey: 'submissions.markReplied' },
};

function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

function useLanguageName() {
  const { t } = useT();
  return (code: string) => (code === 'en' || code === 'km' ? t(`submissions.languages.${code}`) : code);
}

const headCell = { fontWeight: 700, verticalAlign: 'bottom' } as const;
/** Text that may be long (an address, a name): broken anywhere rather than widening its column. */
const wrap = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/**
 * The contact table's columns and their share of the width: a fixed layout, so the table fits its
 * dialog from a tablet up (1280-px screens included) and nothing is cut off; long text wraps or is
 * clamped. On a phone it keeps a readable width and scrolls sideways (the inbox is the phone's view).
 */
const CONTACT_COLUMNS = [
  ['name', '13%'],
  ['email', '19%'],
  ['service', '13%'],
  ['message', '23%'],
  ['language', '8%'],
  ['status', '7%'],
  ['date', '9%'],
  ['actions', '8%'],
] as const;

interface ContactTableProps {
  rows: ContactSubmissionRow[];
  onAdvance: (row: ContactSubmissionRow) => void;
  /** Opens the inquiry in full (a click anywhere on its row, or its name from the keyboard). */
  onOpen: (row: ContactSubmissionRow) => void;
  busyId?: string;
}

/**
 * SPEC §2: Name, Email (mailto), Service, Message (truncated), Language, Status, Date; plus the next
 * status. A row opens the whole inquiry; a chat lead shows its phone when it left no e-mail.
 */
export function ContactTable({ rows, onAdvance, onOpen, busyId }: ContactTableProps) {
  const { t, language } = useT();
  const languageName = useLanguageName();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('submissions.contactTab', { n: rows.length })}
        sx={{ tableLayout: 'fixed', minWidth: { xs: 760, md: 0 } }}
      >
        <colgroup>
          {CONTACT_COLUMNS.map(([column, width]) => (
            <col key={column} style={{ width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {CONTACT_COLUMNS.map(([column]) => (
              <TableCell key={column} sx={headCell}>
                {t(`submissions.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const next = NEXT_STATUS[row.status];
            return (
              <TableRow
                key={row.id}
                hover
                onClick={() => onOpen(row)}
                sx={{ cursor: 'pointer', '& td': { verticalAlign: 'top' } }}
              >
                <TableCell sx={wrap}>
                  <Link
                    component="button"
                    type="button"
                    aria-label={t('submissions.open', { name: row.name })}
                    onClick={(event: MouseEvent) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                    sx={{ ...wrap, textAlign: 'left', fontWeight: row.status === 'new' ? 700 : 400 }}
                  >
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell sx={wrap}>
                  {row.email ? (
                    <Link href={`mailto:${row.email}`} onClick={(event) => event.stopPropagation()}>
                      {row.email}
                    </Link>
                  ) : (
                    row.phone
                  )}
                </TableCell>
                <TableCell sx={wrap}>
                  {row.service ? serviceOptionLabel(row.service, language) : t(`submissions.source.${row.source}`)}
                </TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    title={row.message}
                    lang={row.language}
                    sx={{
                      ...wrap,
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {row.message}
                  </Typography>
                </TableCell>
                <TableCell sx={wrap}>{languageName(row.language)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.status === 'new' ? 'error' : 'default'}
                    label={row.status === 'new' ? t('submissions.statusNew') : row.status}
                    sx={{ maxWidth: '100%' }}
                  />
                </TableCell>
                <TableCell sx={wrap}>{formatDate(row.createdAt, language)}</TableCell>
                <TableCell>
                  {next && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busyId === row.id}
                      onClick={(event) => {
                        event.stopPropagation();
                        onAdvance(row);
                      }}
                      sx={{ minWidth: 0, px: 1, lineHeight: 1.3, textAlign: 'center' }}
                    >
                      {t(next.labelKey)}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** SPEC §2: Email, Name (empty: N/A), Language, Status, Subscribed Date. */
export function NewsletterTable({ rows }: { rows: NewsletterSubscriptionRow[] }) {
  const { t, language } = useT();
  const languageName = useLanguageName();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('submissions.newsletterTab', { n: rows.length })}>
        <TableHead>
          <TableRow>
            {['email', 'name', 'language', 'status', 'subscribedDate'].map((column) => (
              <TableCell key={column} sx={headCell}>
                {t(`submissions.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={wrap}>{row.email}</TableCell>
              <TableCell sx={wrap}>{row.name?.trim() ? row.name : t('submissions.notAvailable')}</TableCell>
              <TableCell>{languageName(row.language)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={row.status === 'active' ? 'default' : 'error'}
                  label={row.status === 'active' ? t('submissions.statusActive') : row.status}
                />
              </TableCell>
              <TableCell sx={wrap}>{formatDate(row.subscribedAt, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
