import { describe, expect, it } from '@jest/globals';
import { BuiltInAssistant, DONT_KNOW } from './built-in.provider.js';

const assistant = new BuiltInAssistant();
const ask = (question: string, language: 'en' | 'km') => assistant.answer([question], language);

/**
 * Requests declined by their shape (outside.ts), whatever entry of the site's content scores best;
 * and their look-alikes about the agency's own offer, which are still answered.
 */
describe('requests outside the site’s facts', () => {
  it.each([
    ['can you recommend a hotel in Kampot?', 'en'],
    ['are you cheaper than other agencies', 'en'],
    ['how much is a hotel room in siem reap', 'en'],
    ['what time does the bank open', 'en'],
    ['where should i stay in siem reap', 'en'],
    ['are you hiring web designers?', 'en'],
    ['do you do wedding photography', 'en'],
    ['how much does facebook charge for ads', 'en'],
    ['what time is it', 'en'],
    ['can you list my restaurant in Battambang?', 'en'],
    ['ហាងកាហ្វេល្អនៅណា', 'km'],
    ['កក់សណ្ឋាគារឲ្យខ្ញុំ', 'km'],
    ['ធនាគារបើកម៉ោងប៉ុន្មាន', 'km'],
    ['ធ្វើកម្មវិធីទូរសព្ទបានទេ', 'km'],
  ] as const)('declines %j with the hand-off', (question, language) => {
    expect(ask(question, language)).toEqual(expect.objectContaining({ text: DONT_KNOW[language], handoff: true }));
  });

  it.each([
    ['which package is best for a guesthouse?', 'en', '$'],
    ['how much for a hotel website', 'en', '$299'],
    ['what time do you open', 'en', '9:00'],
    ['can i list my hotel for free', 'en', 'Directory'],
    ['can i pay with my bank card', 'en', 'Visa'],
    ['can you make videos for my facebook', 'en', 'Facebook'],
    ['ធ្វើវេបសាយឲ្យសណ្ឋាគារខ្ញុំ ប៉ុន្មាន', 'km', '$299'],
    ['ខ្ញុំនៅបាត់ដំបង អាចជួយបានទេ', 'km', 'បាត់ដំបង'],
  ] as const)('still answers %j about the agency’s own offer', (question, language, fact) => {
    const answer = ask(question, language);
    expect({ handoff: !!answer.handoff, hasFact: answer.text.includes(fact) }).toEqual({
      handoff: false,
      hasFact: true,
    });
  });
});
