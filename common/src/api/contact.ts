import { mixed, string } from 'yup';
import type { Localized } from '../languages.js';
import { SITE } from '../site.js';
import type { ChatLeadInput } from '../validation/chat-lead.js';
import type { ContactInput } from '../validation/contact.js';
import { contract } from './contract.js';
import { searchPageQuerySchema, type PageInput } from './page.js';
import {
  CONTACT_STATUSES,
  INQUIRY_SOURCES,
  type ContactStatus,
  type ContactSubmissionView,
  type FormRequest,
  type InquirySource,
  type InquiryView,
  type MessageResponse,
} from './views.js';

/** `?limit=&offset=&q=&status=&source=` of the inbox: a page, a search term, a status and a source. */
export const inquiryListQuerySchema = searchPageQuerySchema.shape({
  status: string()
    .transform((value: string) => (value === '' ? undefined : value))
    .oneOf([...CONTACT_STATUSES], 'oneOf')
    .optional(),
  source: mixed<InquirySource>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...INQUIRY_SOURCES], 'oneOf')
    .optional(),
});

export interface InquiryListInput extends PageInput {
  q?: string;
  status?: ContactStatus;
  source?: InquirySource;
}

/**
 * The chat's hand-off: the form's fields and the chat session (ChatReply.session) whose conversation
 * goes with them. The conversation is the server's own record of that session, never lines the
 * browser sends; a session gives at most one lead.
 */
export type ChatLeadRequest = FormRequest<Partial<ChatLeadInput> & Pick<ChatLeadInput, 'name' | 'message'>> & {
  session: string;
};

/** The subject of a staff reply to an inquiry, in the visitor's language (the inbox's mailto: link). */
export const INQUIRY_REPLY_SUBJECT: Localized = {
  en: `Your inquiry to ${SITE.name}`,
  km: `សំណួររបស់អ្នកទៅកាន់ ${SITE.name}`,
};

export const contactApi = {
  submit: contract<FormRequest<ContactInput>, MessageResponse>({
    method: 'POST',
    path: '/api/contact',
    status: 201,
  }),
  /** The chat's "pass my question to the team": stored as an inquiry from the chat (issue 17). */
  chatLead: contract<ChatLeadRequest, MessageResponse>({
    method: 'POST',
    path: '/api/chat/lead',
    status: 201,
  }),
  /**
   * Staff (admins): inquiries, newest first; `q` searches name, e-mail, phone and message, `status`
   * and `source` filter. `?format=csv` on the same path downloads them (with the same filters).
   */
  list: contract<InquiryListInput, ContactSubmissionView[]>({
    method: 'GET',
    path: '/api/admin/contact-submissions',
    status: 200,
    paged: true,
  }),
  /** Staff (admins): one inquiry in full, with the chat's last messages. */
  detail: contract<{ id: string }, InquiryView>({
    method: 'GET',
    path: '/api/admin/contact-submissions/:id',
    status: 200,
  }),
  setStatus: contract<{ id: string; status: ContactStatus }, InquiryView>({
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id',
    status: 200,
  }),
};
