import { businessHoursText, type Language, type Localized } from '@site/common';
import { contactDetails } from '../../shared/contact-details.js';

/**
 * The chat's hand-off to the team (issue 17). A provider that cannot answer (the built-in assistant's
 * "I don't know", a language model told so by its prompt) ends its answer with HANDOFF_MARKER; the
 * chat service takes the marker out of the stream and tells the client instead (`handoff: true` on the
 * last piece, or on POST /api/chat's answer), so the panel offers to pass the question to the team.
 */
export const HANDOFF_MARKER = '[[handoff]]';

/**
 * Takes HANDOFF_MARKER (any case) out of a stream of pieces, even when it arrives split across them:
 * text that could still be the start of the marker is held back until the next piece (or the end).
 */
export class HandoffFilter {
  private held = '';
  /** The marker was seen: the answer offers the hand-off. */
  offered = false;

  push(piece: string): string {
    let text = this.held + piece;
    const lower = () => text.toLowerCase();
    for (let at = lower().indexOf(HANDOFF_MARKER); at !== -1; at = lower().indexOf(HANDOFF_MARKER)) {
      this.offered = true;
      text = text.slice(0, at) + text.slice(at + HANDOFF_MARKER.length);
    }
    // The longest end of the text that is a start of the marker waits for the next piece.
    let keep = Math.min(text.length, HANDOFF_MARKER.length - 1);
    while (keep > 0 && !HANDOFF_MARKER.startsWith(text.slice(-keep).toLowerCase())) keep -= 1;
    this.held = text.slice(text.length - keep);
    return text.slice(0, text.length - keep);
  }

  /** What is still held when the stream ends (it was not the marker after all). */
  end(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }
}

// "Can I talk to a person?", "I want a human", "speak with someone from your team", "real person".
const ASKS_FOR_PERSON_EN =
  /^\W*(?:an?\s+)?human(?:\s+please)?\W*$|\b(?:real person|live (?:agent|person|chat)|(?:talk|speak|chat|connect me)\s+(?:to|with)\s+(?:a|an|the|some|your|one of your|someone from your)?\s*(?:person|people|human|someone|somebody|agent|staff|team|manager|representative|operator|real)|(?:a|an)\s+(?:person|human)\s+please|call me back)\b/i;
// "និយាយជាមួយមនុស្ស" (talk with a person), "ជជែកជាមួយបុគ្គលិក" (chat with staff), "មនុស្សពិត" (a real person).
const ASKS_FOR_PERSON_KM =
  /(?:និយាយ|ជជែក|ទាក់ទង|ពិភាក្សា|សួរ)[^?!។]{0,12}(?:មនុស្ស|បុគ្គលិក|ភ្នាក់ងារ|ក្រុមការងារ|នរណាម្នាក់|អ្នកណាម្នាក់)|មនុស្សពិត/;

/** Does the visitor's message ask to talk to a person rather than the assistant? */
export function asksForPerson(message: string): boolean {
  return ASKS_FOR_PERSON_EN.test(message) || ASKS_FOR_PERSON_KM.test(message);
}

/** The answer to "can I talk to a person?": the team will answer, through the form the panel shows below it. */
export function personAnswer(language: Language, businessTimeZone: string): string {
  const hours = businessHoursText(businessTimeZone, language);
  const text: Localized = {
    get en() {
      return `Of course. Leave your name and an e-mail address or a phone number below, and someone from our team will get back to you, usually within one working day. You can also call us on ${contactDetails().phone} (${hours}).`;
    },
    get km() {
      return `ពិតណាស់! សូមទុកឈ្មោះ និងអាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នកនៅខាងក្រោម ហើយក្រុមការងាររបស់យើងនឹងទាក់ទងអ្នកវិញ ជាធម្មតាក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។ អ្នកក៏អាចទូរសព្ទមកយើងតាមលេខ ${contactDetails().phone} បានដែរ (${hours})។`;
    },
  };
  return text[language];
}

/** What every offer to pass a question to the team says (personAnswer, the assistant's "I don't know"). */
const OFFERED = /e-mail address or a phone number below|អ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នកនៅខាងក្រោម/i;
/** "Yes", "yes please", "ok", "បាទ", "ចាស": a yes to the offer, typed in the chat. */
const YES =
  /^\W*(?:(?:yes|yeah|yep|sure|ok|okay|please|please do|go ahead|do it|yes please|ok please)\W*)+$|^\s*(?:បាទ|ចាស|ចា|យល់ព្រម|ព្រម|អូខេ|បាទបង|ចាសបង)[\s!.។]*$/i;

/**
 * The visitor answers the offer to pass their question to the team in the chat itself ("yes please",
 * or their name and number) instead of in the form below it: the last assistant message made the offer,
 * and this message says yes or gives an e-mail address or a phone number.
 */
export function answersOffer(messages: readonly { role: string; content: string }[]): boolean {
  const [offer, reply] = [messages.at(-2), messages.at(-1)];
  if (offer?.role !== 'assistant' || !OFFERED.test(offer.content) || !reply) return false;
  return YES.test(reply.content) || /\S+@\S+\.\S+/.test(reply.content) || /\d[\d\s().-]{5,}\d/.test(reply.content);
}

/**
 * The answer to it: where to write what the team needs (the panel's button under this message, which
 * opens the form; web/src/locales chat.handoffOffer); the panel offers it again.
 */
export const FORM_POINTER: Localized = {
  en: 'To pass your question to our team, press "Pass my question to the team" below this message and write your name and an e-mail address or a phone number there. We usually answer within one working day.',
  km: 'ដើម្បីផ្ញើសំណួររបស់អ្នកទៅក្រុមការងាររបស់យើង សូមចុច «ផ្ញើសំណួររបស់ខ្ញុំទៅក្រុមការងារ» នៅខាងក្រោមសារនេះ ហើយសរសេរឈ្មោះ និងអាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នកនៅទីនោះ។ ជាធម្មតាយើងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។',
};
