import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { BuiltInAssistant } from '../built-in.provider.js';
import { scoreSet, type EvalSet } from './score.js';

const assistant = new BuiltInAssistant();
const load = (name: string): EvalSet => JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8'));

/** What the held-out questions must reach in each language (issue 34). */
const TARGET = { correct: 0.9, wrong: 0.02 };
/**
 * What the assistant reached on them when they were last measured (docs/performance.md): a floor, so
 * a change that loses ground fails. Raise it with the figures; never lower it to pass.
 */
const FLOOR = { correct: 0.92, wrong: 0.02 };

/**
 * The held-out questions (heldout.*.json): written from the site's facts before the rules were read,
 * never tuned on (the rules are tuned on dev.*.json and dev2.*.json; its failures are never looked at). A question
 * is right when answered with its fact, or declined when the site cannot answer it; confidently wrong
 * when answered without the fact (or answered when it should be declined).
 */
describe.each(['en', 'km'] as const)('the built-in assistant on the held-out set (%s)', (language) => {
  const set = load(`heldout.${language}`);
  const score = () =>
    scoreSet(set.questions, (question) => {
      const answer = assistant.answer([question], language);
      return { text: answer.text, handoff: !!answer.handoff };
    });
  const summary = (s: Awaited<ReturnType<typeof score>>) =>
    `${language}: ${s.answered}/${s.answerable} answered, ${s.declined}/${s.offTopic} declined, ${s.missed} missed, ${s.wrong} wrong`;

  it('has at least 150 questions, 25 of them outside the site’s facts', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(150);
    expect(set.questions.filter((question) => question.expect === 'decline').length).toBeGreaterThanOrEqual(25);
  });

  it('holds the level it was measured at', async () => {
    const s = await score();
    if (process.env.SHOW_FAILURES) console.log(`SUMMARY ${summary(s)}`);
    expect({ summary: summary(s), correct: s.correctRate >= FLOOR.correct, wrong: s.wrongRate <= FLOOR.wrong }).toEqual(
      {
        summary: summary(s),
        correct: true,
        wrong: true,
      },
    );
  });

  // Reached in both languages (docs/performance.md): a plain test since.
  it('reaches the target: ≥ 90 % right and ≤ 2 % confidently wrong', async () => {
    const s = await score();
    expect({ summary: summary(s), reached: s.correctRate >= TARGET.correct && s.wrongRate <= TARGET.wrong }).toEqual({
      summary: summary(s),
      reached: true,
    });
  });
});
