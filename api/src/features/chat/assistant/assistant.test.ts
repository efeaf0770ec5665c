import { describe, expect, it } from '@jest/globals';
import { PACKAGES, SITE } from '@site/common';
import { BuiltInAssistant, DONT_KNOW } from './built-in.provider.js';
import { khmerSegmentationAvailable, streamPieces, topicWords } from './text.js';

const assistant = new BuiltInAssistant();

describe('Khmer words', () => {
  it('are found by the ICU word segmenter of this Node', () => {
    expect(khmerSegmentationAvailable()).toBe(true);
    expect(topicWords('តើគេហទំព័រមួយមានតម្លៃប៉ុន្មាន?')).toEqual(['គេហទំព័រ', 'តម្លៃ', 'ប៉ុន្មាន']);
  });

  it('meet the site’s words with or without the prefixes the dictionary glues on', () => {
    expect(topicWords('ការថែទាំគេហទំព័រ')).toEqual(topicWords('តើអ្នកមានសេវាថែទាំគេហទំព័រដែរឬទេ').slice(1));
    expect(topicWords('លេខទូរស័ព្ទ')).toEqual(['លេខ', 'ទូរសព្ទ']);
  });
});

describe('the built-in assistant', () => {
  // How well it understands visitors: eval/heldout.test.ts (never tuned on) and eval/dev.test.ts.

  it('understands misspellings, chat spellings, Khmer without spaces and mixed Khmer/English', () => {
    const answers = (question: string, language: 'en' | 'km') => assistant.answer([question], language);
    expect(answers('how mutch for a webiste', 'en').text).toContain('$299');
    expect(answers('hw much u charge', 'en').text).toContain('$1,499');
    expect(answers('website ថ្លៃប៉ុន្មាន', 'km').text).toContain('$799');
    expect(answers('អាចបង់តាមKHQRបានអត់', 'km').text).toContain('KHQR');
    expect(answers('បង់តាម ABA បានទេ', 'km').text).toContain('KHQR');
    // A phrase inside another word is not that word: "កាត" (card) in "ថវិកាតិច" (a small budget).
    expect(answers('ថវិកាតិច យកកញ្ចប់ណា', 'km').text).toContain('$299');
  });

  it('declines what the site cannot ground instead of answering with the nearest entry', () => {
    for (const question of [
      "What's the best pizza place in Phnom Penh?",
      'price of gold today',
      'how much does a massage cost',
    ])
      expect(assistant.answer([question], 'en')).toMatchObject({ text: DONT_KNOW.en, handoff: true });
  });

  it('answers with the content and its link, in the visitor’s language', () => {
    const professional = PACKAGES.find((pkg) => pkg.id === 'professional')!;
    const en = assistant.answer(['How much is the professional package?'], 'en').text;
    expect(en).toContain('$799');
    expect(en).toContain('[Pricing](/pricing)');
    // Asked in English on a Khmer page: answered in Khmer from the same entry.
    const km = assistant.answer(['How much is the professional package?'], 'km').text;
    expect(km).toContain(professional.name.km);
    expect(km).toContain('(/pricing)');
  });

  it('says it does not know, with where to ask, when nothing matches', () => {
    for (const language of ['en', 'km'] as const) {
      const text = assistant.answer(['Please summarise the plot of Hamlet'], language).text;
      expect(text).toBe(DONT_KNOW[language]);
      expect(text).toContain('(/booking)');
      expect(text).toContain(SITE.phone);
    }
  });

  it('keeps the topic of a short follow-up', () => {
    const text = assistant.answer(['How much is the starter package?', 'and the enterprise one?'], 'en').text;
    expect(text).toContain('$1,499');
  });

  it('answers a new question that stands on its own, in either language, not the previous topic', () => {
    // A price question after a booking question: the prices, not "is the first consultation free?".
    const khmer = assistant.answer(['How do I book a consultation?', 'តម្លៃប៉ុន្មាន?'], 'en').text;
    expect(khmer).toContain('$799');
    const english = assistant.answer(['តើខ្ញុំកក់ការពិគ្រោះយោបល់ដោយរបៀបណា?', 'How much is a website?'], 'km').text;
    expect(english).toContain('$799');
    expect(english).not.toBe(DONT_KNOW.km);
  });

  it('gives the Telegram and WhatsApp links when asked how to reach the team, in both languages', () => {
    for (const [question, language] of [
      ['do you have telegram', 'en'],
      ['whatsapp?', 'en'],
      ['មាន Telegram ទេ', 'km'],
    ] as const) {
      const text = assistant.answer([question], language).text;
      expect({ question, telegram: text.includes(SITE.telegram), whatsapp: text.includes(SITE.whatsapp) }).toEqual({
        question,
        telegram: true,
        whatsapp: true,
      });
    }
  });

  it('greets back instead of refusing', () => {
    expect(assistant.answer(['Hello!'], 'en').text).toMatch(/^Hello!/);
    expect(assistant.answer(['សួស្តី'], 'km').text).toMatch(/^សួស្តី!/);
  });

  it('streams an answer in several pieces that join back into it', async () => {
    const pieces: string[] = [];
    for await (const piece of assistant.stream({
      messages: [{ role: 'user', content: 'តើការិយាល័យបើកម៉ោងប៉ុន្មាន?' }],
      language: 'km',
      maxOutputTokens: 600,
      signal: new AbortController().signal,
    })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(assistant.answer(['តើការិយាល័យបើកម៉ោងប៉ុន្មាន?'], 'km').text);
  });

  it('keeps a Markdown link in one piece', () => {
    const text = 'See [Pricing](/pricing) now, or [book](/booking).';
    const pieces = streamPieces(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces).toContain('[Pricing](/pricing) ');
    expect(pieces).toContain('[book](/booking).');
  });
});
