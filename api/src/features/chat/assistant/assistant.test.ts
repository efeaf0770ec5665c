import { describe, expect, it } from '@jest/globals';
import { PACKAGES, SITE } from '@site/common';
import { ASSISTANT_QUESTIONS, hitRate } from './assistant-questions.js';
import { BuiltInAssistant, DONT_KNOW } from './built-in.provider.js';
import { khmerSegmentationAvailable, streamPieces, topicWords } from './text.js';

const assistant = new BuiltInAssistant();
const ask = (question: string, language: 'en' | 'km') => {
  const answer = assistant.answer([question], language);
  return { text: answer.text, knows: !!answer.entry };
};

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
  it.each(['en', 'km'] as const)('answers at least 90%% of the question table in %s', (language) => {
    const result = hitRate(ASSISTANT_QUESTIONS[language], (question) => ask(question, language));
    expect(ASSISTANT_QUESTIONS[language].filter((q) => q.expect !== null).length).toBeGreaterThanOrEqual(20);
    // Off-topic questions get the honest "I don't know", every one of them.
    expect(result.refused).toBe(result.offTopic);
    expect(result.rate).toBeGreaterThanOrEqual(0.9);
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
