import type { Language } from '@site/common';
import type { KnowledgeEntry } from './knowledge.js';
import { topicWords } from './text.js';

/** How much a word counts in each field of an entry. */
const FIELD_WEIGHTS = { title: 4, answer: 1, keywords: 0.6 } as const;
/** BM25 parameters (the usual values). */
const K1 = 1.2;
const B = 0.75;

/**
 * When an entry is good enough to answer with. Both must hold:
 * - coverage: the share of the question's information (IDF-weighted; a word the site never uses
 *   counts as rare) that the entry contains;
 * - score: its BM25 score, so one common word alone is not an answer.
 * Tuned on the question table (assistant-questions.ts), including its off-topic questions.
 */
const MATCH_THRESHOLDS = { coverage: 0.4, score: 2.2 } as const;

export interface QueryTerm {
  word: string;
  weight: number;
}

export interface Match {
  entry: KnowledgeEntry;
  score: number;
  coverage: number;
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  frequencies: Map<string, number>;
  length: number;
}

/** A BM25 index of the knowledge entries in one language. */
export class KnowledgeIndex {
  private readonly entries: IndexedEntry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    entries: readonly KnowledgeEntry[],
    readonly language: Language,
  ) {
    this.entries = entries.map((entry) => {
      const frequencies = new Map<string, number>();
      let length = 0;
      for (const field of ['title', 'answer', 'keywords'] as const) {
        const text = entry[field]?.[language];
        if (!text) continue;
        for (const word of topicWords(text)) {
          frequencies.set(word, (frequencies.get(word) ?? 0) + FIELD_WEIGHTS[field]);
          length += FIELD_WEIGHTS[field];
        }
      }
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

  /** The entries ranked for the query, best first, with their score and coverage. */
  search(terms: readonly QueryTerm[]): Match[] {
    const merged = new Map<string, number>();
    for (const { word, weight } of terms) merged.set(word, Math.max(merged.get(word) ?? 0, weight));
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
      if (score > 0) matches.push({ entry, score, coverage: covered / totalInformation });
    }
    return matches.sort((a, b) => b.score - a.score);
  }
}

export function isConfident(match: Match | undefined): match is Match {
  return !!match && match.coverage >= MATCH_THRESHOLDS.coverage && match.score >= MATCH_THRESHOLDS.score;
}

/**
 * The query of a conversation: the visitor's last message in full, plus their message before it at
 * a lower weight, so a follow-up such as "and the enterprise one?" keeps its topic.
 */
export function queryTerms(userMessages: readonly string[]): QueryTerm[] {
  const last = userMessages.at(-1) ?? '';
  const previous = userMessages.at(-2);
  const terms = topicWords(last).map((word) => ({ word, weight: 1 }));
  if (previous && terms.length <= 3) terms.push(...topicWords(previous).map((word) => ({ word, weight: 0.35 })));
  return terms;
}
