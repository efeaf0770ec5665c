import { lazy, Suspense, useEffect } from 'react';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { IconButton } from '@mui/material';
import { whenPageSettles } from '../../../app/defer';
import { useT } from '../../../app/language';
import { SilentBoundary } from '../../../app/SilentBoundary';
import { loadChatPanel, openChat, prepareChat, toggleChat, useChatState } from '../chatStore';

const ChatPanel = lazy(loadChatPanel);
const PANEL_ID = 'chat-panel';

/**
 * The floating chat button of desktop screens (SPEC §2: fixed at top 128 px, right 48 px) and the
 * place the panel mounts. Only this button ships with every page: the panel's code loads on the
 * first hover, focus or tap, or once the page has settled (app/defer.ts).
 */
export function ChatLauncher() {
  const { t } = useT();
  const { open, wanted } = useChatState();

  // Not at the first idle moment (right after hydration on a fast network): the panel's chunks
  // (Apollo, the MUI inputs) then competed with the page's own start-up on a slow phone.
  useEffect(() => whenPageSettles(prepareChat), []);

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
