import { contactSchema, type ContactInput } from '../validation/contact.js';
import { contract } from './contract.js';
import type { PageInput } from './page.js';
import type { ContactStatus, ContactSubmissionView, FormRequest, MessageResponse } from './views.js';

export const contactApi = {
  submit: contract<FormRequest<ContactInput>, MessageResponse>({
    method: 'POST',
    path: '/api/contact',
    status: 201,
    schema: contactSchema,
  }),
  /** Staff (admins): inquiries, newest first. `?format=csv` on the same path downloads them. */
  list: contract<PageInput, ContactSubmissionView[]>({
    method: 'GET',
    path: '/api/admin/contact-submissions',
    status: 200,
    paged: true,
  }),
  setStatus: contract<{ id: string; status: ContactStatus }, ContactSubmissionView>({
    method: 'PATCH',
    path: '/api/admin/contact-submissions/:id',
    status: 200,
  }),
};
