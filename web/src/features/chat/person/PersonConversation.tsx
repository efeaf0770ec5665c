import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, IconButton, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { CHAT_MESSAGE_MAX_LENGTH, FIELD_LIMITS } from '@site/common';
import { useLiveForm } from '../../../app/forms';
import { useT } from '../../../app/language';
import { ChatMessageText } from '../components/ChatMessageText';
import { useConversation, type PersonMessage } from './useConversation';
import { VISUALLY_HIDDEN } from '../../../shared/visuallyHidden';

function PersonBubble({ message }: { message: PersonMessage }) {
  const { t } = useT();
  const mine = message.author === 'visitor';
  const who =
    message.author === 'staff'
      ? t('person.staffFrom', { name: message.authorName || t('person.team') })
      : message.author === 'assistant'
        ? t('chat.assistant')
        : t('chat.you');
  return (
    <Box
      component="li"
      data-author={message.author}
      sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', display: 'grid', gap: 0.25 }}
    >
      {mine ? (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {who}:{' '}
        </Box>
      ) : (
        <Typography
          component="span"
          variant="caption"
          data-testid={message.author === 'staff' ? 'person-name' : undefined}
          sx={{ color: 'text.secondary', fontWeight: message.author === 'staff' ? 700 : 400 }}
        >
          {who}
        </Typography>
      )}
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : message.author === 'staff' ? '#e8f3ec' : 'background.default',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: '0.9375rem',
        }}
      >
        <ChatMessageText text={message.text} />
      </Box>
    </Box>
  );
}

/**
 * "Talk to a person" in the chat panel (issue 34): first an optional name and e-mail address (where a
 * reply goes if the visitor has left), then the conversation with the team, staff replies appearing
 * live with who wrote them ("Sophea from Angkor Digital").
 */
export default function PersonConversation({ chatSession, onBack }: { chatSession?: string; onBack: () => void }) {
  const { t } = useT();
  const liveForm = useLiveForm();
  const { session, messages, state, failure, busy, start, send } = useConversation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [input, setInput] = useState('');
  const firstField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    (session ? messageField : firstField).current?.focus();
  }, [session]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const lastStaff = messages.findLast((message) => message.author === 'staff');

  if (!session)
    return (
      <Box
        component="form"
        ref={liveForm}
        noValidate
        aria-labelledby="person-title"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) void start({ name, email, chatSession });
        }}
        sx={{ flex: 1, overflowY: 'auto', display: 'grid', alignContent: 'start', gap: 1.25, p: 1.5 }}
      >
        <Typography id="person-title" component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
          {t('person.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('person.intro')}
        </Typography>
        <TextField
          id="person-name"
          label={t('person.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          inputRef={firstField}
          autoComplete="name"
          size="small"
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.name } }}
        />
        <TextField
          id="person-email"
          label={t('person.email')}
          helperText={t('person.emailHelp')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          size="small"
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" loading={busy}>
            {t('person.connect')}
          </Button>
          <Button onClick={onBack} disabled={busy}>
            {t('person.back')}
          </Button>
        </Box>
      </Box>
    );

  const submit = async () => {
    if (busy || !input.trim()) return;
    if (await send(input)) setInput('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ px: 1.5, pt: 1, color: 'text.secondary' }}>
        {t('person.connected')}
      </Typography>
      <Box
        component="ol"
        ref={listRef}
        aria-label={t('person.conversation')}
        aria-busy={state === 'loading'}
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          m: 0,
          p: 1.5,
          listStyle: 'none',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          outline: 'none',
          '&:focus-visible': { outline: '3px solid #d9822b', outlineOffset: -3 },
        }}
      >
        {state === 'loading' && messages.length === 0 && (
          <Box component="li" sx={{ alignSelf: 'center' }}>
            <CircularProgress size={24} aria-label={t('person.loading')} />
          </Box>
        )}
        {messages.map((message) => (
          <PersonBubble key={message.id} message={message} />
        ))}
      </Box>
      {/* A staff reply is announced once, with who wrote it. */}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
        {lastStaff
          ? `${t('person.staffFrom', { name: lastStaff.authorName || t('person.team') })}: ${lastStaff.text}`
          : ''}
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mx: 1, mb: 0.5 }}>
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        ref={liveForm}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          inputRef={messageField}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('person.placeholder')}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH, 'aria-label': t('person.inputLabel') } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('chat.send')}
          disabled={busy || !input.trim()}
          sx={{ width: 48, height: 48 }}
        >
          <SendIcon />
        </IconButton>
      </Box>
      <Button size="small" onClick={onBack} sx={{ alignSelf: 'flex-start', mx: 1, mb: 0.5 }}>
        {t('person.backToAssistant')}
      </Button>
    </>
  );
}
