import type { ReactNode } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  TablePagination,
  Typography,
} from '@mui/material';
import { TextField } from '../../app/TextField';
import { Link as RouterLink } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@site/common';
import { errorCode, errorText } from '../../app/graphql-errors';
import { useLocalize, useT } from '../../app/language';
import { AccessDenied, Notice } from './StaffNotices';
import { PAGE_SIZES, type StaffPage } from './useStaffPage';

export interface StaffListTexts {
  loading: string;
  /** The list is empty (no search, no filter). */
  empty: string;
  /** The list could not be loaded. */
  error: string;
  /** Access Denied's text (SPEC §6) for this list. */
  denied: string;
  /** "12 inquiries": the size of the (filtered) list. */
  count: (total: number) => string;
}

export interface StaffListProps<R> {
  /** Prefix of the ids of its controls. */
  id: string;
  list: StaffPage<R>;
  search: { text: string; onChange: (text: string) => void; label: string };
  /** Filters beside the search box (status, source…). */
  filters?: ReactNode;
  /** Whether a search or filter is narrowing the list (an empty answer then says nothing matches). */
  narrowed: boolean;
  /** The CSV export of what is listed (search and filters applied). */
  csvHref?: string;
  texts: StaffListTexts;
  /** The rows, as a table, cards or a list: each opens its detail. */
  children: (rows: R[]) => ReactNode;
}

/**
 * The one staff list of the dashboard, the inbox and /payments (issue 17): a search box and filters,
 * the count, refresh and CSV export, the rows, pages ("1–25 of 230", 25/50/100 a page), and every
 * state a list can be in (loading, empty, nothing matching, an error with a retry, Access Denied,
 * signed out), each saying what happened and what to do next.
 */
export function StaffList<R>({ id, list, search, filters, narrowed, csvHref, texts, children }: StaffListProps<R>) {
  const { t } = useT();
  const localize = useLocalize();
  const code = list.error ? errorCode(list.error) : undefined;
  if (code === 'FORBIDDEN') return <AccessDenied text={texts.denied} />;
  if (code === 'UNAUTHENTICATED')
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={localize('/signin')} color="inherit" size="small">
            {t('staffList.signIn')}
          </Button>
        }
      >
        {t('staffList.signInRequired')}
      </Alert>
    );

  let body: ReactNode;
  if (list.status === 'pending') body = <Notice busy>{texts.loading}</Notice>;
  else if (list.status === 'error')
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={list.reload}>
            {t('staffList.retry')}
          </Button>
        }
      >
        <AlertTitle>{texts.error}</AlertTitle>
        {errorText(list.error, t('common.tryAgain'))}
      </Alert>
    );
  else if (list.rows.length === 0)
    body = narrowed ? (
      <Notice>
        {t('staffList.noMatch')} {t('staffList.noMatchHint')}
      </Notice>
    ) : (
      <Notice>{texts.empty}</Notice>
    );
  else body = children(list.rows);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box
        role="search"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          '& > :first-of-type': { flex: '1 1 16rem' },
        }}
      >
        <TextField
          id={`${id}-search`}
          type="search"
          size="small"
          label={search.label}
          value={search.text}
          onChange={(event) => search.onChange(event.target.value)}
          // One clear button (ours, labelled, in both languages): the browser's own for type="search" goes.
          sx={{ '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' } }}
          slotProps={{
            htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
              endAdornment: search.text ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label={t('staffList.clearSearch')} onClick={() => search.onChange('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {filters}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1 }}>
          {list.status === 'success' && list.rows.length > 0 ? texts.count(list.total) : ''}
        </Typography>
        <IconButton aria-label={t('staffList.refresh')} onClick={list.reload} disabled={list.fetching}>
          {list.fetching && list.status !== 'pending' ? <CircularProgress size={20} /> : <RefreshIcon />}
        </IconButton>
        {csvHref && (
          <Button size="small" href={csvHref} download startIcon={<DownloadIcon />}>
            {t('staffList.downloadCsv')}
          </Button>
        )}
      </Box>
      <Box
        aria-busy={list.fetching}
        sx={{ opacity: list.fetching && list.status === 'success' ? 0.6 : 1, minWidth: 0 }}
      >
        {body}
      </Box>
      {list.status === 'success' && list.total > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={list.total}
          page={list.page}
          rowsPerPage={list.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => list.setPage(page)}
          onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
          labelRowsPerPage={t('staffList.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('staffList.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(type === 'next' ? 'staffList.nextPage' : 'staffList.previousPage')}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      )}
    </Box>
  );
}

/** The CSV export of a staff list with its current search and filters. */
export function csvHrefOf(path: string, filters: Record<string, string | undefined>): string {
  const query = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return `${path}?${query.toString()}`;
}
