import { Box, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useBusinessZone } from '../../app/businessZone';
import { errorText } from '../../app/graphql-errors';
import { useT } from '../../app/language';
import { formatMoment, formatRelative } from '../staff-list';

/** One saved version as the API lists it (postRevisions, caseStudyRevisions). */
export interface RevisionEntry {
  revision: number;
  savedAt: string;
  savedBy: string;
  titles: { en: string; km: string };
}

interface RevisionHistoryProps {
  revisions: readonly RevisionEntry[] | undefined;
  loading: boolean;
  error?: unknown;
}

/**
 * The versions an article or case study went through, newest first: which revision, who saved it
 * and when (how long ago, and the moment in the office's time), with the title it had then. Every
 * save keeps one (issue 32), so staff see who changed what before they change it again.
 */
export function RevisionHistory({ revisions, loading, error }: RevisionHistoryProps) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const newestFirst = [...(revisions ?? [])].sort((a, b) => b.revision - a.revision);
  return (
    <Box component="section" aria-labelledby="revision-history" sx={{ mt: 3 }}>
      <Typography id="revision-history" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('revisions.title')}
      </Typography>
      {loading && !revisions && <CircularProgress size={20} aria-label={t('common.loading')} />}
      {/* Not an alert: the editor works without its history. */}
      {error !== undefined && !revisions ? (
        <Typography color="text.secondary">{errorText(error, t('revisions.loadFailed'))}</Typography>
      ) : null}
      {revisions && newestFirst.length === 0 && <Typography color="text.secondary">{t('revisions.none')}</Typography>}
      <List dense disablePadding>
        {newestFirst.map((entry) => (
          <ListItem key={entry.revision} disableGutters divider>
            <ListItemText
              primary={t('revisions.line', {
                revision: entry.revision,
                who: entry.savedBy,
                when: formatRelative(entry.savedAt, language),
              })}
              secondary={`${entry.titles[language] || entry.titles.en} · ${formatMoment(entry.savedAt, office.timeZone, language)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
