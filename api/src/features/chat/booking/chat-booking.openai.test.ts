import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, todayIn, weekdayOf, type ChatReply, type ChatTurn } from '@site/common';
import { startOpenAIDouble, type OpenAIDouble } from '../../../test/openai-double.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import { Booking } from '../../booking/index.js';

let double: OpenAIDouble;
let t: TestApp;

beforeAll(async () => {
  double = await startOpenAIDouble();
  t = await startTestApp({
    OPENAI_API_KEY: 'sk-test-double',
    OPENAI_MODEL: 'gpt-test-mini',
    OPENAI_BASE_URL: double.baseUrl,
    CHAT_STREAM_PACE_MS: '0',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await double?.close();
});

type Message = { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] };
type Offer = { start: string; visitor_time: string };

/** The messages a request to the model carried. */
const messagesOf = (request: Record<string, unknown>) => request.messages as Message[];
/** The result of the last tool call the server sent back to the model, parsed. */
const lastToolResult = (request: Record<string, unknown>) =>
  JSON.parse(messagesOf(request).findLast((message) => message.role === 'tool')!.content!) as Record<string, unknown>;

class Visitor {
  turns: ChatTurn[] = [];
  session?: string;
  readonly ip = clientIp();
  constructor(
    readonly language: 'en' | 'km',
    readonly timezone: string,
  ) {}

  async say(content: string): Promise<ChatReply> {
    this.turns.push({ role: 'user', content });
    const response = await postJson(
      `${t.url}/api/chat`,
      { messages: this.turns.slice(-15), language: this.language, timezone: this.timezone, session: this.session },
      this.ip,
    );
    expect(response.status).toBe(200);
    const reply = response.body as unknown as ChatReply;
    this.session = reply.session;
    this.turns.push({ role: 'assistant', content: reply.message });
    return reply;
  }
}

/** The model lists the times find_free_times gave it (what a real model would write from the result). */
const listOffers = (request: Record<string, unknown>) => ({
  kind: 'stream' as const,
  tokens: [
    'Free times:\n',
    ...(lastToolResult(request).offers as Offer[]).map((o, i) => `${i + 1}. ${o.visitor_time}\n`),
  ],
});

describe('booking in the chat through a language model’s tool calls (OpenAI-compatible double)', () => {
  it('English: find_free_times on the visitor’s day, a booking refused for a missing e-mail, then booked with the tool; sent like the real API', async () => {
    const visitor = new Visitor('en', 'Asia/Tokyo');
    const today = todayIn('Asia/Tokyo', new Date());
    const tuesday = addDays(today, (2 - weekdayOf(today) + 7) % 7 || 7);
    double.queue(
      {
        kind: 'tool-calls',
        calls: [{ name: 'find_free_times', arguments: JSON.stringify({ date: tuesday, part_of_day: 'afternoon' }) }],
      },
      listOffers,
    );
    const before = double.requests.length;
    const offered = await visitor.say('Can I book a call next Tuesday afternoon?');
    const [first, second] = double.requests.slice(before) as Record<string, unknown>[];
    // The tools as the real API takes them, and the visitor's day said to the model by the server.
    const tools = first.tools as { type: string; function: { name: string; parameters: { required: string[] } } }[];
    expect(tools.map((tool) => [tool.type, tool.function.name])).toEqual([
      ['function', 'find_free_times'],
      ['function', 'book_consultation'],
    ]);
    expect(tools[1].function.parameters.required).toEqual(['start', 'service', 'name', 'email', 'meeting']);
    const systems = messagesOf(first).filter((message) => message.role === 'system');
    expect(systems[1].content).toContain(
      `(${today}, weekday ${weekdayOf(today)}) in the visitor's time zone, Asia/Tokyo`,
    );
    // The tool's result went back with the id of its call, after the assistant's call.
    const sent = messagesOf(second);
    const call = sent.at(-2)!;
    expect(call.role).toBe('assistant');
    expect(sent.at(-1)).toMatchObject({ role: 'tool', tool_call_id: (call.tool_calls![0] as { id: string }).id });
    const result = lastToolResult(second) as { timezone: string; offers: Offer[] };
    expect(result.timezone).toBe('Asia/Tokyo');
    expect(result.offers.length).toBeGreaterThanOrEqual(3);
    for (const offer of result.offers) expect(offer.visitor_time).toMatch(/\(Cambodia \d{1,2}:\d{2} [AP]M\)$/);
    expect(offered.message).toContain(result.offers[1].visitor_time);

    // The model tries to book without the e-mail: the server refuses as the form does; the model asks for it.
    double.queue(
      {
        kind: 'tool-calls',
        calls: [
          {
            name: 'book_consultation',
            arguments: JSON.stringify({
              start: result.offers[1].start,
              service: 'web-design',
              name: 'Dara',
              email: '',
              meeting: 'video',
            }),
          },
        ],
      },
      (request) => {
        const refused = lastToolResult(request) as { error: string; fields: Record<string, string> };
        expect(refused.error).toBe('invalid');
        expect(refused.fields.email).toBeDefined();
        return { kind: 'stream', tokens: ['What is your e-mail address?'] };
      },
    );
    const asked = await visitor.say('The second one, for web design. I am Dara.');
    expect(asked.message).toBe('What is your e-mail address?');
    expect(asked.manageUrl).toBeUndefined();
    // The offered times are the server's record, told to the model on the next turn too.
    expect(messagesOf(double.requests.at(-2)!).filter((m) => m.role === 'system')[1].content).toContain(
      `start ${result.offers[1].start}`,
    );
    expect(await t.app.orm.em.fork().count(Booking, { source: 'chat' })).toBe(0);

    double.queue(
      {
        kind: 'tool-calls',
        calls: [
          {
            name: 'book_consultation',
            arguments: JSON.stringify({
              start: result.offers[1].start,
              service: 'web-design',
              name: 'Dara',
              email: 'dara.model@example.com',
              meeting: 'video',
            }),
          },
        ],
      },
      (request) => {
        const booked = lastToolResult(request) as { booked: boolean; when_cambodia: string };
        return { kind: 'stream', tokens: [booked.booked ? `Booked: ${booked.when_cambodia}.` : 'Not booked.'] };
      },
    );
    const done = await visitor.say('dara.model@example.com');
    expect(done.message).toMatch(/^Booked: .*Cambodia time \(GMT\+7\)\.$/);
    expect(done.manageUrl).toMatch(/^\/booking\/manage\?token=/);
    const booking = await t.app.orm.em.fork().findOneOrFail(Booking, { email: 'dara.model@example.com' });
    expect(booking).toMatchObject({ source: 'chat', service: 'web-design', meeting: 'video', timezone: 'Asia/Tokyo' });
    expect(booking.startsAt.toISOString()).toBe(result.offers[1].start);
  }, 60_000);

  it('Khmer: a start the server never offered is refused; a time the form took meanwhile gets new offers, never a double booking', async () => {
    const visitor = new Visitor('km', 'Asia/Phnom_Penh');
    const tomorrow = addDays(todayIn('Asia/Phnom_Penh', new Date()), 1);
    double.queue(
      {
        kind: 'tool-calls',
        calls: [{ name: 'find_free_times', arguments: JSON.stringify({ date: tomorrow, part_of_day: 'morning' }) }],
      },
      listOffers,
    );
    await visitor.say('ខ្ញុំចង់កក់ពេលជួប ថ្ងៃស្អែក ពេលព្រឹក');
    const offers = (lastToolResult(double.requests.at(-1)!) as { offers: Offer[] }).offers;
    expect(offers.length).toBeGreaterThan(0);

    // Meanwhile the booking form takes the first time.
    const form = await postJson(
      `${t.url}/api/booking`,
      {
        name: 'Form',
        email: 'form.km@example.com',
        service: 'seo',
        datetime: offers[0].start,
        duration: 60,
        timezone: 'Asia/Phnom_Penh',
        language: 'km',
      },
      clientIp(),
    );
    expect(form.status).toBe(201);

    const details = { service: 'social-media', name: 'សុខា', email: 'sokha.model@example.com', meeting: 'office' };
    const invented = new Date(Date.parse(offers[0].start) + 15 * 60_000).toISOString();
    let taken: { error: string; new_offers: Offer[] } | undefined;
    double.queue(
      {
        kind: 'tool-calls',
        calls: [{ name: 'book_consultation', arguments: JSON.stringify({ ...details, start: invented }) }],
      },
      (request) => {
        expect(lastToolResult(request).error).toBe('start_not_offered');
        return {
          kind: 'tool-calls',
          calls: [{ name: 'book_consultation', arguments: JSON.stringify({ ...details, start: offers[0].start }) }],
        };
      },
      (request) => {
        taken = lastToolResult(request) as typeof taken;
        return { kind: 'stream', tokens: ['សូមអភ័យទោស ម៉ោងនោះត្រូវបានកក់រួចហើយ។'] };
      },
    );
    const retaken = await visitor.say('ទីមួយ។ សុខា sokha.model@example.com ជួបនៅការិយាល័យ សេវាបណ្ដាញសង្គម');
    expect(retaken.message).toContain('ត្រូវបានកក់រួចហើយ');
    expect(retaken.manageUrl).toBeUndefined();
    expect(taken!.error).toBe('slot_taken');
    expect(taken!.new_offers.length).toBeGreaterThan(0);
    expect(taken!.new_offers.map((offer) => offer.start)).not.toContain(offers[0].start);

    double.queue(
      {
        kind: 'tool-calls',
        calls: [
          { name: 'book_consultation', arguments: JSON.stringify({ ...details, start: taken!.new_offers[0].start }) },
        ],
      },
      { kind: 'stream', tokens: ['បានកក់ហើយ។'] },
    );
    const done = await visitor.say('យកម៉ោងទីមួយ');
    expect(done.manageUrl).toMatch(/^\/km\/booking\/manage\?token=/);
    const atTaken = await t.app.orm.em
      .fork()
      .find(Booking, { startsAt: new Date(offers[0].start), status: 'confirmed' });
    expect(atTaken).toEqual([expect.objectContaining({ source: 'form' })]);
    const mine = await t.app.orm.em.fork().findOneOrFail(Booking, { email: 'sokha.model@example.com' });
    expect(mine).toMatchObject({ source: 'chat', language: 'km', meeting: 'office' });
    expect(mine.startsAt.toISOString()).toBe(taken!.new_offers[0].start);
  }, 60_000);
});
