import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { BuiltInAssistant } from '../built-in.provider.js';
import { scoreSet, type EvalSet } from './score.js';

const assistant = new BuiltInAssistant();
const load = (name: string): EvalSet => JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8'));

/**
 * The held-out questions (heldout.*.json): written from the site's facts, never tuned on (the rules
 * are tuned on dev.*.json). ≥ 90 % right (answered with the fact, or declined when the site cannot
 * answer) and ≤ 2 % confidently wrong, in each language.
 */
describe.each(['en', 'km'] as const)('the built-in assistant on the held-out set (%s)', (language) => {
  const set = load(`heldout.${language}`);

  it('has at least 150 questions, 25 of them outside the site’s facts', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(150);
    expect(set.questions.filter((question) => question.expect === 'decline').length).toBeGreaterThanOrEqual(25);
  });

  it('answers ≥ 90 % right and ≤ 2 % confidently wrong', async () => {
    const score = await scoreSet(set.questions, (question) => {
      const answer = assistant.answer([question], language);
      return { text: answer.text, handoff: !!answer.handoff };
    });
    const summary = `${language}: ${score.answered}/${score.answerable} answered, ${score.declined}/${score.offTopic} declined, ${score.missed} missed, ${score.wrong} wrong`;
    expect({ summary, correct: score.correctRate >= 0.9, wrong: score.wrongRate <= 0.02 }).toEqual({
      summary,
      correct: true,
      wrong: true,
    });
  });
});
