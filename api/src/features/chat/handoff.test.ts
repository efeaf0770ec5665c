import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chatApi, SITE } from '@site/common';
import { runSubscription, wsClient } from '../../test/graphql-ws.js';
import { startOpenAIDouble, type OpenAIDouble } from '../../test/openai-double.js';
import { callRest } from '../../test/rest.js';
import { clientIp, startTestApp, type TestApp } from '../../test/test-app.js';
import { DONT_KNOW } from './assistant/built-in.provider.js';
import { asksForPerson, FORM_POINTER, HANDOFF_MARKER, HandoffFilter } from './handoff.js';

const CHAT = /* GraphQL */ `
  subscription Chat($input: ChatInput!) {
    chat(input: $input) {
      text
      handoff
    }
  }
`;

describe('asksForPerson', () => {
  it.each([
    'Can I talk to a person?',
    'I want to speak with someone from your team',
    'Can I chat with a real person please',
    'human',
    'A human please!',
    'តើខ្ញុំអាចនិយាយជាមួយមនុស្សបានទេ?',
    'ខ្ញុំចង់ជជែកជាមួយបុគ្គលិក',
    'សូមឱ្យមនុស្សពិតឆ្លើយ',
  ])('hears a request for a person in “%s”', (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    'How much is the Professional package?',
    'Do you make websites for human resources companies?',
    'How many people work at your agency?',
    'តើកញ្ចប់ Professional តម្លៃប៉ុន្មាន?',
    'តើអ្នកមានបុគ្គលិកប៉ុន្មាននាក់?',
  ])('does not in “%s”', (message) => {
    expect(asksForPerson(message)).toBe(false);
  });
});

describe('HandoffFilter', () => {
  const run = (pieces: string[]) => {
    const filter = new HandoffFilter();
    const text = pieces.map((piece) => filter.push(piece)).join('') + filter.end();
    return { text, offered: filter.offered };
  };

  it('takes the marker out, even split across pieces and in another case', () => {
    expect(run(['I do not know. ', '[[hand', 'off]]'])).toEqual({ text: 'I do not know. ', offered: true });
    expect(run(['Sorry.', '[', '[', 'HANDOFF', ']', ']'])).toEqual({ text: 'Sorry.', offered: true });
    expect(run([`a${HANDOFF_MARKER}b`])).toEqual({ text: 'ab', offered: true });
  });

  it('lets every other text through, a bracket that only looked like the marker’s start included', () => {
    expect(run(['See [Pricing](/pricing) [', '[x]]'])).toEqual({
      text: 'See [Pricing](/pricing) [[x]]',
      offered: false,
    });
    expect(run(['ends with [[hand'])).toEqual({ text: 'ends with [[hand', offered: false });
  });
});

describe('the hand-off in the chat (built-in assistant)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CHAT_STREAM_PACE_MS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (content: string, language: 'en' | 'km' = 'en') =>
    callRest(t.url, chatApi.reply, { messages: [{ role: 'user', content }], language }, { headers: clientIp() });

  it('offers it for “Can I talk to a person?” instead of “I don’t know”, in both languages', async () => {
    const en = await ask('Can I talk to a person?');
    expect(en.status).toBe(200);
    expect(en.body.handoff).toBe(true);
    expect(en.body.message).toMatch(/^Of course\. Leave your name and an e-mail address or a phone number below/);
    expect(en.body.message).toContain(SITE.phone);
    expect(en.body.message).not.toContain("don't know");
    const km = await ask('តើខ្ញុំអាចនិយាយជាមួយមនុស្សបានទេ?', 'km');
    expect(km.body.handoff).toBe(true);
    expect(km.body.message).toMatch(/^ពិតណាស់! សូមទុកឈ្មោះ/);
  });

  it('offers it when the assistant does not know, and not when it answers', async () => {
    const unknown = await ask('Can you repair my motorbike?');
    expect(unknown.body).toEqual({ message: DONT_KNOW.en, handoff: true, session: expect.any(String) });
    expect(unknown.body.message).not.toContain(HANDOFF_MARKER);
    const known = await ask('How much is the Professional package?');
    expect(known.body.handoff).toBeUndefined();
    expect(known.body.message).toContain('$799');
  });

  it('points a yes, or contact details, typed in the chat after the offer to the form, and offers it again', async () => {
    const conversation = async (turns: [string, string][], language: 'en' | 'km') =>
      callRest(
        t.url,
        chatApi.reply,
        { messages: turns.map(([role, content]) => ({ role: role as 'user' | 'assistant', content })), language },
        { headers: clientIp() },
      );
    const offer = (await ask('Can I talk to a person?')).body.message as string;
    for (const reply of ['yes please', 'my name is Lina, lina.test@example.com', 'ok']) {
      const answer = await conversation(
        [
          ['user', 'Can I talk to a person?'],
          ['assistant', offer],
          ['user', reply],
        ],
        'en',
      );
      expect([reply, answer.body.handoff, answer.body.message]).toEqual([reply, true, FORM_POINTER.en]);
    }
    const khmer = await conversation(
      [
        ['user', 'ខ្ញុំចង់និយាយជាមួយមនុស្ស'],
        ['assistant', (await ask('ខ្ញុំចង់និយាយជាមួយមនុស្ស', 'km')).body.message as string],
        ['user', 'បាទ'],
      ],
      'km',
    );
    expect(khmer.body).toMatchObject({ handoff: true, message: FORM_POINTER.km });
    // Without the offer just before it, "yes" is no answer to it.
    const plain = await conversation([['user', 'yes please']], 'en');
    expect(plain.body.message).not.toBe(FORM_POINTER.en);
  });

  it('says so on the last token of the subscription', async () => {
    const client = wsClient(t.url, clientIp());
    try {
      const run = await runSubscription<{ chat: { text: string; handoff: boolean } }>(client, CHAT, {
        input: { messages: [{ role: 'user', content: 'Can you repair my motorbike?' }], language: 'en' },
      });
      expect(run.errors).toBeUndefined();
      expect(run.events.at(-1)!.chat.handoff).toBe(true);
      expect(run.events.slice(0, -1).every((event) => !event.chat.handoff)).toBe(true);
      expect(run.events.map((event) => event.chat.text).join('')).toBe(DONT_KNOW.en);
    } finally {
      await client.dispose();
    }
  });
});

describe('the hand-off with a language model', () => {
  let double: OpenAIDouble;
  let t: TestApp;
  beforeAll(async () => {
    double = await startOpenAIDouble();
    t = await startTestApp({
      OPENAI_API_KEY: 'sk-test-double',
      OPENAI_BASE_URL: double.baseUrl,
      CHAT_STREAM_PACE_MS: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  it('is asked for by the system prompt, and the marker the model writes never reaches the visitor', async () => {
    double.behave({ kind: 'stream', tokens: ["I don't know that. ", 'I can pass it to our team.', '[[hand', 'off]]'] });
    const answer = await callRest(
      t.url,
      chatApi.reply,
      { messages: [{ role: 'user', content: 'Do you sell SIM cards?' }], language: 'en' },
      { headers: clientIp() },
    );
    expect(answer.body).toEqual({
      message: "I don't know that. I can pass it to our team.",
      handoff: true,
      session: expect.any(String),
    });
    const system = (double.requests.at(-1)!.messages as { role: string; content: string }[])[0];
    expect(system.content).toContain(HANDOFF_MARKER);
  });

  it('answers a request for a person without asking the model', async () => {
    const before = double.requests.length;
    const answer = await callRest(
      t.url,
      chatApi.reply,
      { messages: [{ role: 'user', content: 'Can I speak to someone from your team?' }], language: 'en' },
      { headers: clientIp() },
    );
    expect(answer.body.handoff).toBe(true);
    expect(double.requests.length).toBe(before);
  });
});
