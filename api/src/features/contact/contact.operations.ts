import type { ContactSubmissionView, InquiryView, MessageResponse, Page } from '@site/common';
import { staffName } from '../../access.js';
import { adminOperation, publicOperation } from '../../operation.js';
import type { ContactService } from './contact.service.js';
import type { ContactStaff } from './contact.staff.js';

/** Inquiries: anyone sends one (the form, the chat's hand-off); admins work through them. */
export function contactOperations(contact: ContactService, staff: ContactStaff) {
  return {
    submit: publicOperation('submitContact', (input: unknown, caller): Promise<MessageResponse> =>
      contact.submit(input, caller),
    ),
    chatLead: publicOperation('submitChatLead', (input: unknown, caller): Promise<MessageResponse> =>
      contact.submitChatLead(input, caller),
    ),
    /** `{ q?, status?, source?, limit?, offset? }`, validated by the service. */
    list: adminOperation('contactSubmissions', (query: unknown): Promise<Page<ContactSubmissionView>> =>
      staff.list(query),
    ),
    detail: adminOperation('contactSubmission', (id: unknown): Promise<InquiryView> => staff.detail(id)),
    setStatus: adminOperation(
      'updateContactSubmissionStatus',
      (input: { id: unknown; status: unknown }, caller): Promise<InquiryView> =>
        staff.setStatus(input.id, input.status, staffName(caller.user)),
    ),
    csv: adminOperation('contactSubmissionsCsv', (query: unknown): Promise<string> => staff.csv(query)),
  };
}

export type ContactOperations = ReturnType<typeof contactOperations>;
