import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { keyframes } from '@mui/material/styles';
import { CHAT_MESSAGE_MAX_LENGTH } from '@site/common';
import { useT } from '../../../app/language';
import { closeChat, useChatState } from '../chatStore';
import { parseChatText } from '../chatText';
import { useChat, type ChatMessage } from '../hooks/useChat';
import { ChatMessageText } from './ChatMessageText';
import { ChatBookingChoices, ChatBookingLink } from './ChatBookingChoices';
import { useLiveForm } from '../../../app/forms';
import { hasConversation } from '../person/storage';
import { VISUALLY_HIDDEN } from '../../../shared/visuallyHidden';

// The hand-off form (and the form code it needs) loads only when a visitor takes the offer.
const HandoffForm = lazy(() => import('./HandoffForm'));
// "Talk to a person" (issue 34): its own chunk, loaded when the visitor asks for a person.
const PersonConversation = lazy(() => import('../person/PersonConversation'));

const CHAT_PANEL_ID = 'chat-panel';

const blink = keyframes`0%, 80%, 100% { opacity: 0.25 } 40% { opacity: 1 }`;

function TypingDots() {
  return (
    <Box aria-hidden sx={{ display: 'inline-flex', gap: 0.5, py: 0.5 }}>
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${blink} 1.2s ${dot * 0.2}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useT();
  const mine = message.sender === 'user';
  return (
    <Box
      component="li"
      data-message-id={message.id}
      data-sender={message.sender}
      data-status={message.status ?? 'done'}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        borderBottomRightRadius: mine ? 4 : undefined,
        borderBottomLeftRadius: mine ? undefined : 4,
        bgcolor: mine ? 'primary.main' : message.status === 'error' ? '#fdecea' : 'background.default',
        color: mine ? 'primary.contrastText' : 'text.primary',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: '0.9375rem',
      }}
    >
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {mine ? t('chat.you') : t('chat.assistant')}:{' '}
      </Box>
      <ChatMessageText text={message.text} />
      {message.manageUrl && <ChatBookingLink url={message.manageUrl} />}
    </Box>
  );
}

/** The open chat (SPEC §2 "Chat widget"): a labelled, non-modal dialog; Escape closes it. */
export function ChatPanelView() {
  const liveForm = useLiveForm();
  const { t } = useT();
  const { open } = useChatState();
  const { messages, loading, send, announcement, handoff, session, openHandoff, closeHandoff, handoffSent } = useChat();
  const [input, setInput] = useState('');
  // Talking to a person instead of the assistant (kept for the tab, or opened by an e-mail's link).
  const [person, setPerson] = useState(hasConversation);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, loading, handoff]);

  // The offer shows under the latest answer that made it, until the visitor takes it or sends a question.
  const offer = !loading && handoff !== 'form' ? messages.findLast((message) => message.sender === 'bot') : undefined;
  const lastQuestion = handoffQuestion(messages);

  const submit = () => {
    if (loading) return;
    if (send(input)) setInput('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onInputKeyDown = (event: KeyboardEvent) => {
    // Enter sends, Shift+Enter starts a new line; Enter that confirms an input method's word does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const waitingForFirstToken = loading && messages.at(-1)?.sender === 'user';

  return (
    <Paper
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      elevation={8}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          closeChat();
        }
      }}
      sx={{
        position: 'fixed',
        zIndex: 'speedDial',
        top: { xs: 68, md: 128 },
        right: { xs: 8, md: 48 },
        left: { xs: 8, md: 'auto' },
        width: { md: '24rem' },
        height: { xs: 'min(28rem, calc(100dvh - 76px))', md: '24rem' },
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 2,
          pr: 0.5,
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="chat-title" component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {t('chat.title')}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block', opacity: 0.85, lineHeight: 1.4 }}>
            {t('chat.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={t('chat.close')} onClick={closeChat} sx={{ color: 'inherit', width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>

      {!person && (
        <Box sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Button size="small" startIcon={<SupportAgentIcon />} onClick={() => setPerson(true)} sx={{ minHeight: 40 }}>
            {t('person.open')}
          </Button>
        </Box>
      )}
      {person && (
        <Suspense fallback={<Typography sx={{ p: 1.5 }}>{t('person.loading')}</Typography>}>
          <PersonConversation chatSession={session} onBack={() => setPerson(false)} />
        </Suspense>
      )}

      <Box
        component="ol"
        ref={listRef}
        aria-label={t('chat.conversation')}
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          m: 0,
          p: 1.5,
          listStyle: 'none',
          display: person ? 'none' : 'flex',
          flexDirection: 'column',
          gap: 1,
          outline: 'none',
          '&:focus-visible': { outline: '3px solid #d9822b', outlineOffset: -3 },
        }}
      >
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {offer?.choices && offer === messages.at(-1) && (
          <ChatBookingChoices choices={offer.choices} onPick={(choice) => send(choice) && inputRef.current?.focus()} />
        )}
        {offer?.offersHandoff && session && (
          <Box component="li" sx={{ alignSelf: 'flex-start' }}>
            <Button size="small" variant="outlined" startIcon={<SupportAgentIcon />} onClick={openHandoff}>
              {t('chat.handoffOffer')}
            </Button>
            <Button size="small" onClick={() => setPerson(true)} sx={{ ml: 1 }}>
              {t('person.offer')}
            </Button>
          </Box>
        )}
        {handoff === 'form' && session && (
          <Box component="li" sx={{ alignSelf: 'stretch' }}>
            <Suspense fallback={<Typography variant="body2">{t('chat.handoffLoading')}</Typography>}>
              <HandoffForm
                question={lastQuestion}
                session={session}
                onSent={(thanks) => {
                  handoffSent(thanks);
                  inputRef.current?.focus();
                }}
                onCancel={() => {
                  closeHandoff();
                  inputRef.current?.focus();
                }}
              />
            </Suspense>
          </Box>
        )}
        {waitingForFirstToken && (
          <Box component="li" data-testid="chat-typing" sx={{ alignSelf: 'flex-start', px: 1.5, py: 0.5 }}>
            <TypingDots />
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('chat.typing')}
            </Box>
          </Box>
        )}
      </Box>

      {/* One calm announcement per answer, not one per token. */}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
        {parseChatText(announcement)
          .map((part) => part.text)
          .join('')}
      </Box>

      <Box
        component="form"
        ref={liveForm}
        onSubmit={onSubmit}
        sx={{
          display: person ? 'none' : 'flex',
          alignItems: 'flex-end',
          gap: 1,
          p: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <TextField
          inputRef={inputRef}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={t('chat.placeholder')}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: {
              maxLength: CHAT_MESSAGE_MAX_LENGTH,
              'aria-label': t('chat.inputLabel'),
              'aria-describedby': 'chat-hint',
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chat.send')}
          disabled={loading || !input.trim()}
          sx={{ width: 48, height: 48 }}
        >
          <SendIcon />
        </IconButton>
      </Box>
      <Typography
        id="chat-hint"
        variant="caption"
        sx={{
          display: person ? 'none' : 'block',
          // A phone's keyboard has no Shift+Enter: its Enter key and the send button are there to see.
          '@media (hover: none) and (pointer: coarse)': { display: 'none' },
          px: 1.5,
          pb: 0.75,
          color: 'text.secondary',
        }}
      >
        {t('chat.hint')}
      </Typography>
    </Paper>
  );
}

/**
 * The question the hand-off form passes on: the visitor's message the offer answered, going back over
 * replies to earlier offers ("yes please" typed in reply to the offer is no question for the team).
 */
export function handoffQuestion(messages: readonly ChatMessage[]): string {
  const lastQuestion = messages.findLast((message) => message.sender === 'user')?.text ?? '';
  let offer = messages.findLastIndex((message) => message.sender === 'bot' && message.offersHandoff);
  // Only the latest answer's offer counts: a question answered since is the one to pass on.
  if (offer !== messages.findLastIndex((message) => message.sender === 'bot')) return lastQuestion;
  while (offer > 0 && messages[offer - 1]!.sender === 'user') {
    const before = messages[offer - 2];
    if (!(before?.sender === 'bot' && before.offersHandoff)) return messages[offer - 1]!.text;
    offer -= 2;
  }
  return lastQuestion;
}

// The app's one Apollo Client comes from the root (app/App.tsx).
export default ChatPanelView;
