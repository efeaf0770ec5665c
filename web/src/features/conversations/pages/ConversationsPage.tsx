import { useEffect, useRef, useState, type FormEvent } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Typography,
} from '@mui/material';
import { TextField } from '../../../app/TextField';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CHAT_MESSAGE_MAX_LENGTH } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { errorCode, errorText } from '../../../app/graphql-errors';
import { useLocalize, useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import {
  ConversationChangesDocument,
  ConversationsDocument,
  ConversationThreadDocument,
  ReplyToConversationDocument,
} from '../../../gql/graphql';
import { formatMoment, formatRelative, useNow } from '../../../shared/staff-list';

/** The thread of one conversation and the reply box. */
function Thread({ id, changed }: { id: string; changed: number }) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const now = useNow();
  const { data, loading, error, refetch } = useQuery(ConversationThreadDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [reply, { loading: sending }] = useMutation(ReplyToConversationDocument);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  // Another message (the visitor's, a colleague's on Telegram) came: read the thread again.
  useEffect(() => {
    if (changed > 0) void refetch();
  }, [changed, refetch]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [data]);

  if (loading && !data) return <CircularProgress aria-label={t('conversations.loadingThread')} />;
  if (error && !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('conversations.retry')}</Button>}>
        {errorText(error, t('conversations.loadFailed'))}
      </Alert>
    );
  const conversation = data!.conversationThread;
  const visitor = conversation.visitorName || t('conversations.anonymous');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !text.trim()) return;
    setFailure('');
    try {
      await reply({ variables: { id, text } });
      setText('');
      await refetch();
    } catch (caught) {
      setFailure(errorText(caught, t('conversations.replyFailed')));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {visitor}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          conversation.visitorEmail ?? t('conversations.noEmail'),
          t(`conversations.language.${conversation.language}`),
        ].join(' · ')}
      </Typography>
      <Box
        component="ol"
        ref={listRef}
        aria-label={t('conversations.thread', { name: visitor })}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          listStyle: 'none',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          maxHeight: '28rem',
          overflowY: 'auto',
          bgcolor: 'background.default',
          borderRadius: 2,
        }}
      >
        {conversation.messages.map((message) => {
          const staff = message.author === 'staff';
          const who =
            message.author === 'visitor'
              ? visitor
              : message.author === 'assistant'
                ? t('conversations.assistant')
                : message.authorName || t('conversations.team');
          return (
            <Box
              component="li"
              key={message.id}
              data-author={message.author}
              sx={{ alignSelf: staff ? 'flex-end' : 'flex-start', maxWidth: '85%', display: 'grid', gap: 0.25 }}
            >
              <Typography component="span" variant="caption" color="text.secondary">
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {who}
                </Box>{' '}
                ·{' '}
                <time dateTime={message.createdAt} title={formatMoment(message.createdAt, office.timeZone, language)}>
                  {formatRelative(message.createdAt, language, now)}
                </time>
              </Typography>
              <Box
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  bgcolor: staff ? 'primary.main' : 'background.paper',
                  color: staff ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {message.text}
              </Box>
            </Box>
          );
        })}
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
      >
        <TextField
          label={t('conversations.replyLabel', { name: visitor })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          maxRows={6}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained" loading={sending} disabled={!text.trim()}>
          {t('conversations.send')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /dashboard/conversations (issue 34): visitors who asked for a person in the chat, the newest first;
 * a conversation opens (`?id=`, the link of its Telegram topic) with the whole thread and a reply box.
 * A new message from either side shows at once (the conversationChanges subscription).
 */
export default function ConversationsPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const localize = useLocalize();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const { data, loading, error, refetch } = useQuery(ConversationsDocument, { fetchPolicy: 'network-only' });
  const [changes, setChanges] = useState<Record<string, number>>({});
  useSubscription(ConversationChangesDocument, {
    onData: ({ data: event }) => {
      const id = event.data?.conversationChanges.conversationId;
      if (!id) return;
      setChanges((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 }));
      void refetch();
    },
  });
  const code = errorCode(error);
  const rows = data?.conversations ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to={localize('/dashboard')} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('inbox.backToDashboard')}
      </Button>
      <Typography variant="h1" sx={{ mb: 1, color: 'primary.dark', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('conversations.intro')}
      </Typography>
      {loading && !data && <CircularProgress aria-label={t('conversations.loading')} />}
      {error && !data && (
        <Alert
          severity={code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' ? 'warning' : 'error'}
          action={<Button onClick={() => void refetch()}>{t('conversations.retry')}</Button>}
        >
          {errorText(error, t('conversations.loadFailed'))}
        </Alert>
      )}
      {data && rows.length === 0 && <Typography>{t('conversations.empty')}</Typography>}
      {rows.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(16rem, 1fr) 2fr' } }}>
          <Paper variant="outlined">
            <List aria-label={t('conversations.listLabel')} disablePadding>
              {rows.map((row) => (
                <ListItem key={row.id} disablePadding divider>
                  <ListItemButton
                    selected={row.id === openId}
                    aria-current={row.id === openId ? 'true' : undefined}
                    onClick={() => setParams({ id: row.id })}
                    sx={{ display: 'grid', gap: 0.25, alignItems: 'start' }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {row.visitorName || t('conversations.anonymous')}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" noWrap>
                      {row.lastMessage?.text ?? ''}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {formatRelative(row.updatedAt, language, now)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Box>
            {openId ? (
              <Thread key={openId} id={openId} changed={changes[openId] ?? 0} />
            ) : (
              <Typography color="text.secondary">{t('conversations.pick')}</Typography>
            )}
          </Box>
        </Box>
      )}
    </Container>
  );
}
