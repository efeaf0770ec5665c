import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { BuiltInAssistant } from '../built-in.provider.js';
import { scoreSet, type EvalSet } from './score.js';

const assistant = new BuiltInAssistant();
const load = (name: string): EvalSet => JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8'));

/**
 * The development questions (dev.*.json, and dev2.*.json written in a second round), on which the
 * assistant's synonyms, spelling tolerance and relevance threshold are tuned. `SHOW_FAILURES=1` prints
 * the ones it gets wrong (never done for the held-out set).
 */
describe.each([
  ['dev', 'en'],
  ['dev', 'km'],
  ['dev2', 'en'],
  ['dev2', 'km'],
] as const)('the built-in assistant on the development set %s (%s)', (set, language) => {
  if (set === 'dev2')
    it('has at least 150 questions, about a fifth of them outside the site’s facts', () => {
      const { questions } = load(`${set}.${language}`);
      expect(questions.length).toBeGreaterThanOrEqual(150);
      expect(questions.filter((question) => question.expect === 'decline').length).toBeGreaterThanOrEqual(
        questions.length * 0.18,
      );
    });

  it('answers ≥ 90 % right and ≤ 2 % confidently wrong', async () => {
    const score = await scoreSet(load(`${set}.${language}`).questions, (question) => {
      const answer = assistant.answer([question], language);
      return { text: answer.text, handoff: !!answer.handoff };
    });
    if (process.env.SHOW_FAILURES)
      console.log(
        score.failures
          .map(
            (f) => `${f.outcome}: ${f.q} -> ${JSON.stringify(f.expect)} :: ${f.text.slice(0, 90).replace(/\n/g, ' ')}`,
          )
          .join('\n'),
      );
    const summary = `${set} ${language}: ${score.answered}/${score.answerable} answered, ${score.declined}/${score.offTopic} declined, ${score.missed} missed, ${score.wrong} wrong`;
    if (process.env.SHOW_FAILURES) console.log(`SUMMARY ${summary}`);
    expect({ summary, correct: score.correctRate >= 0.9, wrong: score.wrongRate <= 0.02 }).toEqual({
      summary,
      correct: true,
      wrong: true,
    });
  });
});
