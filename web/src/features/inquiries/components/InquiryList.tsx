import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { Box, Chip, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { serviceOptionLabel } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';
import { formatMoment, formatRelative, useNow } from '../../../shared/staff-list';
import { STATUS_COLOR, type InquiryRow } from './inquiryText';

/**
 * The inbox's rows, newest first: who, how to reach them, where it came from, when, and the start of
 * the message. One column that fits any screen (nothing is cut off); a new inquiry stands out. Each
 * row is a button that opens the inquiry in full.
 */
export function InquiryList({ rows, onOpen }: { rows: InquiryRow[]; onOpen: (row: InquiryRow) => void }) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const now = useNow();
  return (
    <List disablePadding aria-label={t('inbox.listLabel')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {rows.map((row, index) => {
        const unread = row.status === 'new';
        const Icon = row.source === 'chat' ? ChatIcon : MailIcon;
        return (
          <ListItem key={row.id} disablePadding divider={index < rows.length - 1} data-testid="inquiry-row">
            <ListItemButton onClick={() => onOpen(row)} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}>
              <Icon
                fontSize="small"
                color={unread ? 'primary' : 'disabled'}
                aria-hidden
                sx={{ mt: 0.5, flexShrink: 0 }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
                  <Typography component="span" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.email ?? row.phone}
                  </Typography>
                  <Typography
                    component="time"
                    dateTime={row.createdAt}
                    title={formatMoment(row.createdAt, office.timeZone, language)}
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
                  >
                    {formatRelative(row.createdAt, language, now)}
                  </Typography>
                </Box>
                <Typography
                  variant="body2"
                  lang={row.language}
                  sx={{
                    mt: 0.25,
                    color: unread ? 'text.primary' : 'text.secondary',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {row.message}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[row.status] ?? 'default'}
                    label={t(`inbox.status.${row.status}`, { defaultValue: row.status })}
                  />
                  <Chip size="small" variant="outlined" label={t(`inbox.source.${row.source}`)} />
                  {row.service && (
                    <Chip size="small" variant="outlined" label={serviceOptionLabel(row.service, language)} />
                  )}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={
                      row.language === 'km' || row.language === 'en'
                        ? t(`submissions.languages.${row.language}`)
                        : row.language
                    }
                  />
                </Box>
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
