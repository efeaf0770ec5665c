import { lazy, Suspense, useEffect } from 'react';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { IconButton } from '@mui/material';
import { useT } from '../../../app/language';
import { SilentBoundary } from '../../../app/SilentBoundary';
import { loadChatPanel, openChat, prepareChat, toggleChat, useChatState } from '../chatStore';

const ChatPanel = lazy(loadChatPanel);
const PANEL_ID = 'chat-panel';

/**
 * The floating chat button of desktop screens (SPEC §2: fixed at top 128 px, right 48 px) and the
 * place the panel mounts. Only this button ships with every page: the panel's code (Apollo, the MUI
 * inputs: the largest chunk) loads on the first hover, focus or tap of an opener, as on the content
 * pages, and shows that it is loading meanwhile. Not once the page has settled: evaluating and
 * mounting it then was the longest task a phone ran on the booking and sign-in pages, while the
 * visitor was reading them.
 */
export function ChatLauncher() {
  const { t } = useT();
  const { open, wanted } = useChatState();
  // An e-mail's link back to a conversation with the team (#conversation=…) opens the chat on it.
  useEffect(() => {
    if (/^#conversation=[0-9a-f-]{36}$/i.test(window.location.hash)) openChat();
  }, []);

  return (
    <>
      {/* An IconButton styled as a floating button: the header already ships its code, MUI's Fab would add its own. */}
      <IconButton
        data-chat-opener
        data-chat-fab
        aria-label={t('chat.openLabel')}
        aria-controls={PANEL_ID}
        aria-expanded={open ? 'true' : 'false'}
        onPointerEnter={prepareChat}
        onFocus={prepareChat}
        onClick={(event) => openChat(event.currentTarget)}
        sx={{
          position: 'fixed',
          top: 128,
          right: 48,
          zIndex: 'speedDial',
          width: 56,
          height: 56,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 6,
          '&:hover': { bgcolor: 'secondary.dark' },
          display: { xs: 'none', md: open ? 'none' : 'inline-flex' },
        }}
      >
        <ChatIcon />
      </IconButton>
      {wanted && (
        <SilentBoundary>
          <Suspense fallback={null}>
            <ChatPanel />
          </Suspense>
        </SilentBoundary>
      )}
    </>
  );
}

/** The header's chat toggle of small screens (SPEC §2 "Mobile"). */
export function ChatHeaderToggle() {
  const { t } = useT();
  const { open } = useChatState();
  return (
    <IconButton
      data-chat-opener
      color="primary"
      aria-label={open ? t('chat.close') : t('chat.openLabel')}
      aria-controls={PANEL_ID}
      aria-expanded={open ? 'true' : 'false'}
      onPointerDown={prepareChat}
      onClick={(event) => toggleChat(event.currentTarget)}
      sx={{ width: 48, height: 48 }}
    >
      <ChatIcon />
    </IconButton>
  );
}
