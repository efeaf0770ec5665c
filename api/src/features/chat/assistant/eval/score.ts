/**
 * Scoring of the assistant on a question set (held-out or development, *.json beside this file).
 * Nothing in the product imports this folder: the sets are for measuring only (docs/performance.md
 * says how they are kept apart).
 *
 * Each question has the facts its answer must contain (every key; a key's alternatives separated by
 * "|", compared without case), or "decline": a question the site's facts cannot answer, whose right
 * answer is the honest "I don't know" with the hand-off.
 */
export interface EvalQuestion {
  q: string;
  expect: string[] | 'decline';
}

export interface EvalSet {
  about?: string;
  questions: EvalQuestion[];
}

/** What the assistant did with one question: its text, and whether it offered the hand-off (declined). */
export interface EvalAnswer {
  text: string;
  handoff: boolean;
}

export type Outcome =
  /** An answerable question answered with its facts. */
  | 'answered'
  /** A question outside the site's facts, declined with the hand-off. */
  | 'declined'
  /** An answerable question declined: not wrong, not helpful. */
  | 'missed'
  /** An answer without the hand-off that lacks the facts (or answers what should be declined). */
  | 'wrong';

export interface EvalScore {
  total: number;
  answerable: number;
  offTopic: number;
  answered: number;
  declined: number;
  missed: number;
  wrong: number;
  /** (answered + declined) / total */
  correctRate: number;
  /** wrong / total: confidently wrong answers */
  wrongRate: number;
  failures: { q: string; expect: EvalQuestion['expect']; outcome: Outcome; text: string }[];
}

export function hasKey(text: string, key: string): boolean {
  const lower = text.toLowerCase();
  return key.split('|').some((alternative) => lower.includes(alternative.toLowerCase()));
}

export function outcomeOf(question: EvalQuestion, answer: EvalAnswer): Outcome {
  if (question.expect === 'decline') return answer.handoff ? 'declined' : 'wrong';
  if (answer.handoff) return 'missed';
  return question.expect.every((key) => hasKey(answer.text, key)) ? 'answered' : 'wrong';
}

export async function scoreSet(
  questions: readonly EvalQuestion[],
  ask: (question: string) => EvalAnswer | Promise<EvalAnswer>,
): Promise<EvalScore> {
  const score: EvalScore = {
    total: questions.length,
    answerable: 0,
    offTopic: 0,
    answered: 0,
    declined: 0,
    missed: 0,
    wrong: 0,
    correctRate: 0,
    wrongRate: 0,
    failures: [],
  };
  for (const question of questions) {
    if (question.expect === 'decline') score.offTopic += 1;
    else score.answerable += 1;
    const answer = await ask(question.q);
    const outcome = outcomeOf(question, answer);
    score[outcome] += 1;
    if (outcome === 'missed' || outcome === 'wrong')
      score.failures.push({ q: question.q, expect: question.expect, outcome, text: answer.text });
  }
  score.correctRate = (score.answered + score.declined) / Math.max(1, score.total);
  score.wrongRate = score.wrong / Math.max(1, score.total);
  return score;
}
