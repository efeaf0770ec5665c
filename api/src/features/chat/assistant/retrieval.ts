import type { Language } from '@site/common';
import type { KnowledgeEntry } from './knowledge.js';
import { CONCEPT_WEIGHTS } from './lexicon.js';
import { topicWords } from './text.js';
import { understand, type Understanding } from './understand.js';

/** How much a word counts in each field of an entry; a concept the entry answers counts most. */
const FIELD_WEIGHTS = { title: 2, answer: 1, keywords: 0.6, concept: 3 } as const;
/** How much each part of the question counts: what it asks (concepts), its other words, places. */
const QUERY_WEIGHTS = { concept: 2.5, word: 1, context: 0.3 } as const;
/** A word the site never uses weighs this much more: it is what the question is really about. */
const UNKNOWN_WORD_WEIGHT = 2;
/** BM25 parameters (the usual values). */
const K1 = 1.2;
const B = 0.75;

/**
 * When an entry is good enough to answer with. Both must hold:
 * - coverage: the share of the question's information (IDF-weighted; a word the site never uses
 *   counts as rare as can be) that the entry contains, so "pizza in Phnom Penh" is not answered with
 *   the Phnom Penh directory;
 * - score: its BM25 score, so one common word alone is not an answer.
 * Tuned on the development questions (eval/dev.*.json), never on the held-out ones (eval/heldout.*.json).
 */
const MATCH_THRESHOLDS = { coverage: 0.5, score: 4.5 } as const;
/**
 * A question that names none of the lexicon's concepts (what people ask about: prices, hours,
 * services…) is held to more: nearly all of it must be in one entry.
 */
const WORDS_ONLY_THRESHOLDS = { coverage: 0.8, score: 5.5 } as const;

export interface QueryTerm {
  word: string;
  weight: number;
}

export interface Match {
  entry: KnowledgeEntry;
  score: number;
  coverage: number;
  /** The question named no concept of the lexicon. */
  wordsOnly?: boolean;
  /** Found for a follow-up with the subject named before it (searchConversation). */
  followUp?: boolean;
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  frequencies: Map<string, number>;
  length: number;
}

/** A BM25 index of the knowledge entries in one language, over their words and their concepts. */
export class KnowledgeIndex {
  private readonly entries: IndexedEntry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;
  /** Every word of the entries: what a misspelt word may be corrected to. */
  readonly vocabulary = new Set<string>();

  constructor(
    entries: readonly KnowledgeEntry[],
    readonly language: Language,
  ) {
    this.entries = entries.map((entry) => {
      const frequencies = new Map<string, number>();
      let length = 0;
      const add = (word: string, weight: number) => {
        frequencies.set(word, (frequencies.get(word) ?? 0) + weight);
        length += weight;
      };
      for (const field of ['title', 'answer', 'keywords'] as const) {
        const text = entry[field]?.[language];
        if (!text) continue;
        for (const word of topicWords(text)) {
          add(word, FIELD_WEIGHTS[field]);
          this.vocabulary.add(word);
        }
      }
      for (const concept of entry.concepts ?? []) add(concept, FIELD_WEIGHTS.concept);
      for (const word of frequencies.keys())
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
      return { entry, frequencies, length };
    });
    this.averageLength = this.entries.reduce((sum, e) => sum + e.length, 0) / Math.max(1, this.entries.length);
  }

  /** Inverse document frequency; a word no entry contains is as rare as can be. */
  idf(word: string): number {
    const n = this.entries.length;
    const df = this.documentFrequency.get(word) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  understand(message: string): Understanding {
    return understand(message, this.vocabulary);
  }

  /** The entries ranked for the query, best first, with their score and coverage. */
  search(terms: readonly QueryTerm[]): Match[] {
    const merged = new Map<string, number>();
    for (const { word, weight: given } of terms) {
      const weight = this.documentFrequency.has(word) ? given : given * UNKNOWN_WORD_WEIGHT;
      merged.set(word, Math.max(merged.get(word) ?? 0, weight));
    }
    const wordsOnly = ![...merged.keys()].some((word) => word.startsWith('@'));
    const totalInformation = [...merged].reduce((sum, [word, weight]) => sum + weight * this.idf(word), 0);
    if (totalInformation === 0) return [];
    const matches: Match[] = [];
    for (const { entry, frequencies, length } of this.entries) {
      let score = 0;
      let covered = 0;
      for (const [word, weight] of merged) {
        const tf = frequencies.get(word);
        if (!tf) continue;
        const idf = this.idf(word);
        score += weight * idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.averageLength)));
        covered += weight * idf;
      }
      if (score > 0) matches.push({ entry, score, coverage: covered / totalInformation, wordsOnly });
    }
    return matches.sort((a, b) => b.score - a.score);
  }
}

/**
 * Relevant enough to ground a language model's answer: looser than answering by itself (the model is
 * told to say nothing the facts do not support), but an entry must still answer a concept the
 * question names, or nearly all of a question that names none.
 */
export function isRelevant(match: Match | undefined): match is Match {
  if (!match) return false;
  return match.wordsOnly ? match.coverage >= 0.6 && match.score >= 2 : match.coverage >= 0.15 && match.score >= 4;
}

export function isConfident(match: Match | undefined): match is Match {
  const thresholds = match?.wordsOnly ? WORDS_ONLY_THRESHOLDS : MATCH_THRESHOLDS;
  return !!match && match.coverage >= thresholds.coverage && match.score >= thresholds.score;
}

function termsOf({ concepts, words, context }: Understanding, scale: number): QueryTerm[] {
  return [
    ...concepts.map((word) => ({ word, weight: QUERY_WEIGHTS.concept * (CONCEPT_WEIGHTS[word] ?? 1) * scale })),
    ...words.map((word) => ({ word, weight: QUERY_WEIGHTS.word * scale })),
    ...context.map((word) => ({ word, weight: QUERY_WEIGHTS.context * scale })),
  ];
}

/**
 * The query of a conversation: the visitor's last message in full, plus their message before it at
 * a lower weight when the last one is short, so a follow-up such as "and the enterprise one?" keeps
 * its topic.
 */
export function queryTerms(index: KnowledgeIndex, userMessages: readonly string[]): QueryTerm[] {
  const last = index.understand(userMessages.at(-1) ?? '');
  const previous = userMessages.at(-2);
  const terms = termsOf(last, 1);
  if (previous && last.concepts.length + last.words.length <= 2)
    terms.push(...termsOf(index.understand(previous), 0.35));
  return terms;
}

/** What a follow-up can be about without naming it: a package or a service the conversation named. */
const SUBJECTS = [
  '@starter',
  '@professional',
  '@enterprise',
  '@seo',
  '@ads',
  '@social',
  '@brand',
  '@maintenance',
  '@video',
];
/** What a follow-up asks about its subject: "how much is it?", "how many pages?", "and the support?". */
const ASPECTS = new Set(['@price', '@pages', '@months', '@support', '@duration', '@onetime', '@pay', '@currency']);
/** The packages from the smallest up: "the bigger one" after Professional is Enterprise. */
const PACKAGE_LADDER = ['@starter', '@professional', '@enterprise'];
const BIGGER = /\b(?:bigger|larger|more expensive|higher|next one up)\b|ធំជាង(?!គេ)|ថ្លៃជាង(?!គេ)|ខ្ពស់ជាង(?!គេ)/i;
const SMALLER = /\b(?:smaller|cheaper|less expensive|lower)\b|តូចជាង(?!គេ)|ថោកជាង(?!គេ)|ទាបជាង(?!គេ)/i;

/** The packages and services an earlier message of the visitor's named (the latest such message, up to three back). */
function earlierSubject(index: KnowledgeIndex, earlier: readonly string[]): string[] {
  for (const message of earlier.slice(-3).reverse()) {
    const named = index.understand(message).concepts.filter((concept) => SUBJECTS.includes(concept));
    if (named.length > 0) return named;
  }
  return [];
}

/**
 * The query of a follow-up that leans on what was said before, or undefined: "how much is it?" or "how
 * many pages?" (it asks an aspect and names no subject) about the package or service named before,
 * and "the bigger one?" / "something cheaper?" about the package next to it.
 */
function followUp(index: KnowledgeIndex, userMessages: readonly string[]): QueryTerm[] | undefined {
  const message = userMessages.at(-1) ?? '';
  const last = index.understand(message);
  const subject = earlierSubject(index, userMessages.slice(0, -1));
  if (subject.length === 0) return undefined;
  const step = BIGGER.test(message) ? 1 : SMALLER.test(message) ? -1 : 0;
  const rung = PACKAGE_LADDER.indexOf(subject.find((concept) => PACKAGE_LADDER.includes(concept)) ?? '');
  const weight = QUERY_WEIGHTS.concept;
  if (step !== 0 && rung !== -1 && last.words.length <= 2) {
    const next = PACKAGE_LADDER[Math.min(PACKAGE_LADDER.length - 1, Math.max(0, rung + step))]!;
    const aspects = last.concepts.filter((concept) => ASPECTS.has(concept));
    return [next, next, '@package', ...aspects].map((word) => ({ word, weight }));
  }
  const asksAspect = last.concepts.length > 0 && last.concepts.every((concept) => ASPECTS.has(concept));
  // A word the site never uses ("how much is a pizza?") makes it a question about something else.
  const ownTopic = last.words.length > 2 || last.words.some((word) => !index.vocabulary.has(word));
  if (!asksAspect || ownTopic) return undefined;
  return [...termsOf(last, 1), ...subject.map((word) => ({ word, weight }))];
}

/**
 * The entries that answer a conversation, best first. A follow-up about what was named before ("how
 * much is it?" after social media management, "the bigger one?" after Professional) is asked with that
 * subject. Otherwise the last message is asked alone first: a short question that stands on its own
 * ("តម្លៃប៉ុន្មាន?" after "how do I book?") is a new topic, and the previous one's words would pull it
 * back (to "is the first consultation free?"), or, in another language, only dilute it into "I don't
 * know". The previous message helps only when the last one, alone, answers nothing with confidence
 * ("and the enterprise one?").
 */
export function searchConversation(index: KnowledgeIndex, userMessages: readonly string[]): Match[] {
  const last = index.understand(userMessages.at(-1) ?? '');
  const alone = index.search(termsOf(last, 1));
  if (userMessages.length < 2) return alone;
  const leaning = followUp(index, userMessages);
  if (leaning) {
    const carried = index.search(leaning);
    if (isConfident(carried[0])) return carried.map((match) => ({ ...match, followUp: true }));
  }
  // A word the site never uses ("how much is a pizza?" after the Starter package) is what the question
  // is about: the earlier messages must not turn it into a question the site answers.
  if (isConfident(alone[0]) || last.words.some((word) => !index.vocabulary.has(word))) return alone;
  return index.search(queryTerms(index, userMessages));
}
