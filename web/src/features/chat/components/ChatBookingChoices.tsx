import { Box, Button, Link } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../app/language';
import { closeChatOnSmallScreens } from '../chatStore';

/**
 * The answers the assistant offers to pick (free times, services, ways to meet, issue 34): real
 * buttons, reached with Tab, each sending its text as the visitor's message. Typing works as well.
 */
export function ChatBookingChoices({ choices, onPick }: { choices: readonly string[]; onPick(choice: string): void }) {
  const { t } = useT();
  return (
    // The list item holds the group: an item of the conversation's list must stay a list item.
    <Box component="li" sx={{ alignSelf: 'stretch' }}>
      <Box
        role="group"
        aria-label={t('chat.choices')}
        data-testid="chat-choices"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        {choices.map((choice) => (
          <Button
            key={choice}
            size="small"
            variant="outlined"
            onClick={() => onPick(choice)}
            sx={{ textTransform: 'none', textAlign: 'start', justifyContent: 'flex-start', minHeight: 40 }}
          >
            {choice}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

/** A booking made in the chat: its manage page (move, cancel, add to a calendar). */
export function ChatBookingLink({ url }: { url: string }) {
  const { t } = useT();
  return (
    <Box component="span" sx={{ display: 'block', mt: 1 }}>
      <Link
        component={RouterLink}
        to={url}
        onClick={closeChatOnSmallScreens}
        color="inherit"
        data-testid="chat-manage-link"
        sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <EventAvailableIcon fontSize="small" aria-hidden />
        {t('chat.manageBooking')}
      </Link>
    </Box>
  );
}
