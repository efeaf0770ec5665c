import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { TextField } from '../../../app/TextField';
import { CHAT_MESSAGE_MAX_LENGTH, chatLeadSchema, FIELD_LIMITS } from '@site/common';
import { HoneypotField, schemaErrors, submitHandler, useLiveForm } from '../../../app/forms';
import { errorText, fieldErrors } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { SubmitChatLeadDocument } from '../../../gql/graphql';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (field: Field) => `chat-lead-${field}`;

/**
 * The chat's "pass my question to the team" (issue 17): a name, an e-mail address or a phone number
 * and the question (the visitor's last one, editable), sent with the chat session by the
 * submitChatLead mutation: the conversation that goes with it is the server's own record of that
 * session (issue 34), never lines the browser sends. Checked with the server's own schema first; the server's field errors show
 * beside their fields, in the visitor's language. Loaded only when the visitor takes the offer.
 */
export default function HandoffForm({
  question,
  session,
  onSent,
  onCancel,
}: {
  question: string;
  session: string;
  onSent: (thanks: string) => void;
  onCancel: () => void;
}) {
  const liveForm = useLiveForm();
  const { t, language } = useT();
  const [submitChatLead, { loading: sending }] = useMutation(SubmitChatLeadDocument);
  const [values, setValues] = useState({ name: '', email: '', phone: '', message: question, website: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => nameRef.current?.focus(), []);

  const set = (field: Field | 'website') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field !== 'website') setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const found = await schemaErrors(chatLeadSchema, { ...values, language }, language);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      const { data } = await submitChatLead({ variables: { input: { ...values, language, session } } });
      onSent(data?.submitChatLead.message ?? '');
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      setFailure(errorText(error, t('chat.handoffFailed')));
    }
  };

  const field = (name: Field, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      size="small"
      fullWidth
      {...props}
    />
  );

  return (
    <Box
      component="form"
      ref={liveForm}
      noValidate
      onSubmit={submitHandler(onSubmit)}
      aria-labelledby="chat-lead-title"
      sx={{
        display: 'grid',
        gap: 1.25,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="chat-lead-title" component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {t('chat.handoffTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('chat.handoffIntro')}
      </Typography>
      {field('name', t('chat.handoffName'), {
        required: true,
        inputRef: nameRef,
        autoComplete: 'name',
        slotProps: { htmlInput: { maxLength: FIELD_LIMITS.name } },
      })}
      <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('email', t('chat.handoffEmail'), {
          type: 'email',
          autoComplete: 'email',
          slotProps: { htmlInput: { maxLength: FIELD_LIMITS.email } },
        })}
        {field('phone', t('chat.handoffPhone'), {
          type: 'tel',
          autoComplete: 'tel',
          slotProps: { htmlInput: { maxLength: FIELD_LIMITS.phone } },
        })}
      </Box>
      {field('message', t('chat.handoffQuestion'), {
        required: true,
        multiline: true,
        minRows: 2,
        maxRows: 4,
        slotProps: { htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } },
      })}
      <HoneypotField value={values.website} onChange={set('website')} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={sending}>
          {t('chat.handoffSend')}
        </Button>
        <Button onClick={onCancel} disabled={sending}>
          {t('chat.handoffCancel')}
        </Button>
      </Box>
    </Box>
  );
}
