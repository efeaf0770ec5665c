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
import {
  serviceOptionLabel,
  type ContactStatus,
  type ContactSubmissionView,
  type Json,
  type Language,
  type NewsletterSubscriptionView,
} from '@site/common';
import { useT } from '../../../app/language';

/** GET /api/admin/contact-submissions' rows, as the api defines them (common/src/api). */
export type ContactSubmissionRow = Json<ContactSubmissionView>;
export type NewsletterSubscriptionRow = Json<NewsletterSubscriptionView>;

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

const headCell = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

interface ContactTableProps {
  rows: ContactSubmissionRow[];
  onAdvance: (row: ContactSubmissionRow) => void;
  busyId?: string;
}

/** SPEC §2: Name, Email (mailto), Service, Message (truncated), Language, Status, Date; plus the next status. */
export function ContactTable({ rows, onAdvance, busyId }: ContactTableProps) {
  const { t, language } = useT();
  const languageName = useLanguageName();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('submissions.contactTab', { n: rows.length })}>
        <TableHead>
          <TableRow>
            {['name', 'email', 'service', 'message', 'language', 'status', 'date', 'actions'].map((column) => (
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
              <TableRow key={row.id} hover>
                <TableCell>{row.name}</TableCell>
                <TableCell>
                  <Link href={`mailto:${row.email}`}>{row.email}</Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.service ? serviceOptionLabel(row.service, language) : '—'}
                </TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Typography
                    variant="body2"
                    title={row.message}
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {row.message}
                  </Typography>
                </TableCell>
                <TableCell>{languageName(row.language)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.status === 'new' ? 'error' : 'default'}
                    label={row.status === 'new' ? t('submissions.statusNew') : row.status}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, language)}</TableCell>
                <TableCell>
                  {next && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busyId === row.id}
                      onClick={() => onAdvance(row)}
                      sx={{ whiteSpace: 'nowrap' }}
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
              <TableCell>{row.email}</TableCell>
              <TableCell>{row.name?.trim() ? row.name : t('submissions.notAvailable')}</TableCell>
              <TableCell>{languageName(row.language)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={row.status === 'active' ? 'default' : 'error'}
                  label={row.status === 'active' ? t('submissions.statusActive') : row.status}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.subscribedAt, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
