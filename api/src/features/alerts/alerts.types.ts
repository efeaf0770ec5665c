/**
 * What a feature tells staff about (issue 17): a new inquiry, a chat lead, a booking, a cancellation,
 * an order paid, and whatever later features add (a rescheduled booking). A feature builds one
 * StaffAlert from its own row and enqueues it with `StaffAlerts.enqueue(tx, alert)` inside the
 * transaction that stores the row; the alerts feature renders and sends it. Texts are in the staff's
 * language (English); the visitor's own words go in as they wrote them (Khmer stays Khmer).
 */
export interface StaffAlert {
  /** For the logs and the message's icon, e.g. 'inquiry', 'booking-cancelled'. */
  kind: string;
  /** What happened, in a few words: 'New inquiry', 'Booking cancelled'. */
  title: string;
  /** Who it is about: the visitor's (or customer's) name and how to reach them. */
  who: { name?: string | null; email?: string | null; phone?: string | null };
  /** When it happened; shown in the office's zone (BUSINESS_TIMEZONE). */
  at: Date;
  /** Label and value lines, e.g. ['Service', 'Web Design'], ['Meeting', '…']. */
  details?: [label: string, value: string][];
  /** The visitor's own words (a message, a question and the conversation): quoted, cut to fit. */
  quote?: string;
  /** Where staff open the item: a path of the site (STAFF_LINKS in common), made absolute with PUBLIC_URL. */
  link: string;
}

/** A queued alert: the message exactly as it will be sent (rendered when enqueued, like the e-mails). */
export interface AlertJob {
  kind: string;
  /** Telegram HTML, at most TELEGRAM_TEXT_LIMIT characters. */
  html: string;
  /** How often Telegram asked us to wait (429) before this attempt; bounded. */
  deferrals?: number;
}

/** Telegram's limit on a message's text (characters after entity parsing; we bound the HTML itself). */
export const TELEGRAM_TEXT_LIMIT = 4096;
