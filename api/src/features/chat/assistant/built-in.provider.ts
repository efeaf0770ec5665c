import { setTimeout as sleep } from 'node:timers/promises';
import { type Language, type Localized } from '@site/common';
import type { ChatProvider, ChatRequest } from '../chat.provider.js';
import { HANDOFF_MARKER } from '../handoff.js';
import { buildKnowledge, type KnowledgeEntry, type SavedPackage } from './knowledge.js';
import { KnowledgeIndex, isConfident, isRelevant, queryTerms, searchConversation, type Match } from './retrieval.js';
import { isKhmerText, streamPieces, topicWords } from './text.js';
import { isOutsideRequest } from './outside.js';
import { contactDetails } from '../../../shared/contact-details.js';

const MORE: Localized = { en: 'More:', km: 'ព័ត៌មានបន្ថែម៖' };
const SEE_ALSO: Localized = { en: 'See also:', km: 'សូមមើលផងដែរ៖' };
const ALSO: Localized = { en: 'You may also mean:', km: 'ប្រហែលជាអ្នកចង់សួរអំពី៖' };
/** The second entry scores this share of the best's or more: both are answered (tuned on eval/dev*.json). */
const NEAR_TIE = 0.8;
/** …and covers this share of the question at least. */
const NEAR_TIE_COVERAGE = 0.35;

/**
 * The honest answer when nothing on the site matches; the chat then offers to pass the question to
 * the team (the stream ends with HANDOFF_MARKER, which the chat service turns into `handoff`).
 */
export const DONT_KNOW: Localized = {
  get en() {
    return `I'm sorry, I don't know the answer to that. I can only answer questions about Angkor Digital's services, prices and how we work. I can pass your question to our team: leave your name and an e-mail address or a phone number below. You can also call us on ${contactDetails().phone} or [book a free consultation](/booking).`;
  },
  get km() {
    return `សូមអភ័យទោស ខ្ញុំមិនដឹងចម្លើយចំពោះសំណួរនេះទេ។ ខ្ញុំអាចឆ្លើយបានតែសំណួរអំពីសេវាកម្ម តម្លៃ និងរបៀបធ្វើការរបស់ Angkor Digital ប៉ុណ្ណោះ។ ខ្ញុំអាចបញ្ជូនសំណួររបស់អ្នកទៅក្រុមការងាររបស់យើង៖ សូមទុកឈ្មោះ និងអាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នកនៅខាងក្រោម។ អ្នកក៏អាចទូរសព្ទមកលេខ ${contactDetails().phone} ឬ[កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ](/booking)បានដែរ។`;
  },
};

/** Greetings and thanks: answered kindly, not with "I don't know". */
const SMALL_TALK: { words: Set<string>; answer: Localized }[] = [
  {
    words: new Set([
      'hi',
      'hello',
      'hey',
      'morning',
      'afternoon',
      'evening',
      'good',
      'សួស្តី',
      'ជំរាបសួរ',
      'ជម្រាបសួរ',
      'សួស្ដី',
    ]),
    answer: {
      en: 'Hello! Ask me about our services, package prices, how long a website takes, our office hours or how to book a consultation.',
      km: 'សួស្តី! សូមសួរខ្ញុំអំពីសេវាកម្ម តម្លៃកញ្ចប់ រយៈពេលបង្កើតគេហទំព័រ ម៉ោងធ្វើការ ឬរបៀបកក់ពេលពិគ្រោះយោបល់។',
    },
  },
  {
    words: new Set(['thank', 'thanks', 'thx', 'great', 'ok', 'okay', 'អរគុណ', 'សូមអរគុណ', 'អរគុណច្រើន', 'ច្រើន', 'ល្អ']),
    answer: {
      en: "You're welcome! If you'd like to talk to our team, [book a free consultation](/booking).",
      km: 'មិនអីទេ! ប្រសិនបើអ្នកចង់និយាយជាមួយក្រុមការងាររបស់យើង សូម[កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ](/booking)។',
    },
  },
];

/** An entry's answer as the visitor reads it: with its note. */
const said = (entry: KnowledgeEntry, language: Language) =>
  entry.note ? `${entry.answer[language]}\n${entry.note[language]}` : entry.answer[language];

export interface AssistantAnswer {
  text: string;
  /** The entry answered with; undefined for small talk and "I don't know". */
  entry?: KnowledgeEntry;
  match?: Match;
  /** "I don't know": the chat offers to pass the question to the team. */
  handoff?: boolean;
}

/**
 * The built-in site assistant: no language model, no network. It ranks the site's own content (FAQ,
 * services, packages, contact details, hours) against the visitor's question with BM25, in the
 * language the question is written in, and answers with the best entry and its link, in the
 * visitor's language. Below the confidence thresholds it says it doesn't know and where to ask.
 */
export class BuiltInAssistant implements ChatProvider {
  readonly name = 'built-in' as const;
  private indexes: Record<Language, KnowledgeIndex>;

  constructor(private readonly options: { paceMs: number; businessTimeZone?: string } = { paceMs: 0 }) {
    this.indexes = BuiltInAssistant.index(buildKnowledge(options.businessTimeZone));
  }

  /**
   * What admins saved in Settings (packages' names, prices and features; the contact details, read
   * from contactDetails()): the knowledge is built again, so the next answer states them.
   */
  useSettings(packages: readonly SavedPackage[]): void {
    this.indexes = BuiltInAssistant.index(buildKnowledge(this.options.businessTimeZone, packages));
  }

  private static index(knowledge: KnowledgeEntry[]): Record<Language, KnowledgeIndex> {
    return { en: new KnowledgeIndex(knowledge, 'en'), km: new KnowledgeIndex(knowledge, 'km') };
  }

  /** The whole answer to a conversation (the last user message, with the one before for context). */
  answer(userMessages: readonly string[], pageLanguage: Language): AssistantAnswer {
    const last = userMessages.at(-1) ?? '';
    const words = topicWords(last);
    // A question written in Khmer script is answered in Khmer, whatever the page's language (a Khmer
    // speaker on an English page); Latin letters follow the page (Khmer is often typed in them too).
    const language: Language = isKhmerText(last) ? 'km' : pageLanguage;
    // Search in the language the question is written in.
    const index = this.indexes[isKhmerText(last) ? 'km' : 'en'];
    // "Hello", "thanks": answered kindly, unless the message also asks something ("ok so how much").
    // Emoji alone ("👋", "🙏", "👍"): a greeting, answered with what the assistant can help with.
    const emojiOnly = /\p{Extended_Pictographic}/u.test(last) && !/[\p{L}\p{N}]/u.test(last);
    const smallTalk = emojiOnly
      ? SMALL_TALK[0]
      : SMALL_TALK.find((kind) => words.length > 0 && words.every((word) => kind.words.has(word)));
    if (smallTalk && index.understand(last).concepts.length === 0) return { text: smallTalk.answer[language] };

    let [best, second] = searchConversation(index, userMessages);
    // Scored about the same, the entry that covers more of the question comes first.
    if (best && second && second.score >= best.score * 0.92 && second.coverage > best.coverage)
      [best, second] = [second, best];
    // A follow-up answered with the subject named before ("something cheaper?" after Enterprise) is no
    // request for something else, whatever its own few words.
    const outside = !best?.followUp && isOutsideRequest(last, index.understand(last), index.vocabulary);
    if (outside || !isConfident(best)) return { text: DONT_KNOW[language], match: best, handoff: true };

    const { entry } = best;
    let text = `${said(entry, language)}\n\n${MORE[language]} [${entry.link.label[language]}](${entry.link.path})`;
    if (second && second.coverage >= NEAR_TIE_COVERAGE && second.score >= best.score * NEAR_TIE) {
      // Two entries answer the question about as well: the question is ambiguous between them
      // ("how long…" a website or a consultation), so both are shown rather than a guess.
      text += `\n\n${ALSO[language]}\n${said(second.entry, language)}`;
      if (second.entry.link.path !== entry.link.path)
        text += `\n\n${SEE_ALSO[language]} [${second.entry.link.label[language]}](${second.entry.link.path})`;
    }
    return { text, entry, match: best };
  }

  /**
   * The site's facts that bear on a conversation, best first (at most `limit`): what grounds a
   * language model's answer (its system prompt carries only these). Looser than answering by itself:
   * the model may combine a few entries, but an entry must still cover part of the question.
   */
  facts(userMessages: readonly string[], limit = 4): KnowledgeEntry[] {
    const last = userMessages.at(-1) ?? '';
    const index = this.indexes[isKhmerText(last) ? 'km' : 'en'];
    return index
      .search(queryTerms(index, userMessages))
      .filter((match) => isRelevant(match))
      .slice(0, limit)
      .map((match) => match.entry);
  }

  async *stream({ messages, language, signal }: ChatRequest): AsyncIterable<string> {
    const userMessages = messages.filter((message) => message.role === 'user').map((message) => message.content);
    const { text, handoff } = this.answer(userMessages, language);
    for (const piece of streamPieces(text)) {
      signal.throwIfAborted();
      yield piece;
      if (this.options.paceMs > 0) await sleep(this.options.paceMs, undefined, { signal });
    }
    if (handoff) yield HANDOFF_MARKER;
  }
}
