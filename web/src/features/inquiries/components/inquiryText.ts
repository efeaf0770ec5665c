import { INQUIRY_REPLY_SUBJECT, isLanguage } from '@site/common';
import type { ContactSubmissionQuery, ContactSubmissionsQuery } from '../../../gql/graphql';

/** A row of the contactSubmissions list (graphql/ContactSubmissions.graphql). */
export type InquiryRow = ContactSubmissionsQuery['contactSubmissions']['rows'][number];
/** One inquiry in full (graphql/ContactSubmission.graphql). */
export type InquiryDetailView = ContactSubmissionQuery['contactSubmission'];

/** A reply to the visitor in their own mail program: their address, a subject in their language. */
export function replyHref(inquiry: Pick<InquiryRow, 'email' | 'language'>): string | undefined {
  if (!inquiry.email) return undefined;
  const subject = INQUIRY_REPLY_SUBJECT[isLanguage(inquiry.language) ? inquiry.language : 'en'];
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}`;
}

/** A tap-to-call link: only the digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The chip colour of a status: new stands out (SPEC §4: destructive), the others are quiet. */
export const STATUS_COLOR = { new: 'error', read: 'default', replied: 'success' } as const;
