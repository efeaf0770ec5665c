import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addDays,
  minutesOf,
  timeOf,
  todayIn,
  weekdayOf,
  zonedDate,
  zonedTime,
  zonedTimeToUtc,
  type ChatReply,
  type ChatTurn,
} from '@site/common';
import { RATE_LIMITS } from '../../../rate-limits/index.js';
import { workday } from '../../../test/dates.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import { Booking, bookingFeature } from '../../booking/index.js';
import { ChatBookingDialogue } from './chat-booking.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CHAT_STREAM_PACE_MS: '0' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A visitor in the chat over POST /api/chat: the conversation, the server's session, their zone and address. */
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
      {
        messages: this.turns.slice(-15),
        language: this.language,
        timezone: this.timezone,
        ...(this.session ? { session: this.session } : {}),
      },
      this.ip,
    );
    expect(response.status).toBe(200);
    const reply = response.body as unknown as ChatReply;
    this.session = reply.session;
    this.turns.push({ role: 'assistant', content: reply.message });
    return reply;
  }
}

const chatBookings = () => t.app.orm.em.fork().find(Booking, { source: 'chat' }, { orderBy: { createdAt: 'asc' } });

/** The starts offered by an answer, read back from the dialogue's record (what a pick books). */
async function offered(session: string): Promise<string[]> {
  const row = await t.app.orm.em.fork().findOneOrFail(ChatBookingDialogue, { session });
  return row.draft.offers ?? [];
}

describe('booking in the chat with the built-in assistant', () => {
  it('English: "next Tuesday afternoon" offers free times in the visitor’s zone with Cambodia’s, asks what is missing one question at a time (a bad e-mail asked again), and books marked as from the chat', async () => {
    const visitor = new Visitor('en', 'Asia/Tokyo');
    const offers = await visitor.say('Can I book a call next Tuesday afternoon?');
    // 3 to 5 choices, each on the visitor's clock with Cambodia's beside it.
    expect(offers.choices!.length).toBeGreaterThanOrEqual(3);
    expect(offers.choices!.length).toBeLessThanOrEqual(5);
    for (const choice of offers.choices!) expect(choice).toMatch(/\(Cambodia \d{1,2}:\d{2} [AP]M\)$/);
    expect(offers.message).toContain('1. ');
    // Said once: the choices ride on the last piece without repeating the text.
    expect(offers.message.split('1. ')).toHaveLength(2);
    const starts = await offered(visitor.session!);
    expect(starts).toHaveLength(offers.choices!.length);
    const today = todayIn('Asia/Tokyo', new Date());
    const tuesday = addDays(today, (2 - weekdayOf(today) + 7) % 7 || 7);
    for (const start of starts) {
      // On that Tuesday (or the next open day when it is a holiday), in the Tokyo afternoon.
      expect(zonedDate(new Date(start), 'Asia/Tokyo') >= tuesday).toBe(true);
      expect(zonedTime(new Date(start), 'Asia/Tokyo') >= '12:00').toBe(true);
      expect(zonedTime(new Date(start), 'Asia/Tokyo') < '17:00').toBe(true);
    }

    const service = await visitor.say('the second one');
    expect(service.message).toContain('Which service');
    expect(service.choices).toHaveLength(6);
    expect(service.choices).toContain('Web Design');
    expect((await visitor.say('Web Design')).message).toBe('What is your name?');
    expect((await visitor.say('My name is Dara Chan')).message).toContain('What e-mail address');
    // A missing or broken address is asked for again; nothing is booked meanwhile.
    expect((await visitor.say('dara at example')).message).toContain('does not look like a full e-mail address');
    expect(await chatBookings()).toHaveLength(0);
    const meeting = await visitor.say('dara@example.com');
    expect(meeting.message).toContain('How would you like to meet');
    expect(meeting.choices).toEqual(['Video call', 'Phone call', 'At the office']);
    // The form's rule: a phone call needs the number.
    expect((await visitor.say('Phone call')).message).toContain('What phone number');
    const done = await visitor.say('+855 12 345 678');
    expect(done.message).toContain('Your consultation is booked');
    expect(done.message).toContain('dara@example.com');
    expect(done.message).toContain('Web Design');
    expect(done.message).toMatch(/Cambodia: .* Cambodia time \(GMT\+7\)/);
    expect(done.manageUrl).toMatch(/^\/booking\/manage\?token=/);

    const [booking] = await chatBookings();
    expect(booking).toMatchObject({
      name: 'Dara Chan',
      email: 'dara@example.com',
      phone: '+855 12 345 678',
      service: 'web-design',
      meeting: 'phone',
      timezone: 'Asia/Tokyo',
      language: 'en',
      source: 'chat',
    });
    expect(booking.startsAt.toISOString()).toBe(starts[1]);
    // The manage link is the booking's own.
    const manage = await fetch(`${t.url}/api/booking/manage?token=${done.manageUrl!.split('token=')[1]}`);
    expect(manage.status).toBe(200);
    expect(await manage.json()).toMatchObject({ service: 'web-design', meeting: 'phone', startsAt: starts[1] });
    // Staff see it marked as booked in the chat.
    const { rows } = await t.app.use(bookingFeature).booking.upcoming({ q: 'dara@example.com' });
    expect(rows).toEqual([expect.objectContaining({ id: booking.id, source: 'chat' })]);
  }, 60_000);

  it('Khmer: "tomorrow morning" whose time the form takes meanwhile gets new offers, never a double booking', async () => {
    const visitor = new Visitor('km', 'Asia/Phnom_Penh');
    const offers = await visitor.say('ខ្ញុំចង់កក់ពេលជួប ថ្ងៃស្អែក ពេលព្រឹក');
    expect(offers.message).toContain('ម៉ោងទំនេរ');
    expect(offers.choices!.length).toBeGreaterThanOrEqual(3);
    // The visitor's zone is Cambodia's: the zone is named, not repeated.
    for (const choice of offers.choices!) expect(choice).toMatch(/^ថ្ងៃ.+\(ម៉ោងកម្ពុជា\)$/);
    const starts = await offered(visitor.session!);
    for (const start of starts) expect(zonedTime(new Date(start), 'Asia/Phnom_Penh') < '12:00').toBe(true);
    expect(
      zonedDate(new Date(starts[0]), 'Asia/Phnom_Penh') >= addDays(todayIn('Asia/Phnom_Penh', new Date()), 1),
    ).toBe(true);

    expect((await visitor.say('ទីមួយ')).message).toContain('សេវាកម្មមួយណា');
    expect((await visitor.say('ការរចនាគេហទំព័រ')).message).toContain('ឈ្មោះអ្វី');
    expect((await visitor.say('ខ្ញុំឈ្មោះ សុខ ដារ៉ា')).message).toContain('អាសយដ្ឋានអ៊ីមែល');
    expect((await visitor.say('អត់មានទេ')).message).toContain('មិនមែនជាអាសយដ្ឋានអ៊ីមែលពេញលេញទេ');
    expect((await visitor.say('dara.km@example.com')).message).toContain('ជួបតាមរបៀបណា');

    // Meanwhile someone books the picked time on the booking form.
    const form = await postJson(
      `${t.url}/api/booking`,
      {
        name: 'Form Visitor',
        email: 'form@example.com',
        service: 'seo',
        datetime: starts[0],
        duration: 60,
        timezone: 'Asia/Phnom_Penh',
        language: 'en',
      },
      clientIp(),
    );
    expect(form.status).toBe(201);

    const retaken = await visitor.say('ហៅជាវីដេអូ');
    expect(retaken.message).toContain('ទើបតែកក់ម៉ោងនោះរួចហើយ');
    const newStarts = await offered(visitor.session!);
    expect(newStarts.length).toBeGreaterThan(0);
    expect(newStarts).not.toContain(starts[0]);
    // Every other answer is kept: the pick books at once.
    const done = await visitor.say('ទីមួយ');
    expect(done.message).toContain('ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ');
    expect(done.message).toContain('ហៅជាវីដេអូ');
    // Written as Khmer is: the sentence ends with ។, the labels take ៖.
    expect(done.message).toMatch(/dara\.km@example\.com។\n/);
    expect(done.message).toContain('- ពេលវេលា៖ ');
    expect(done.manageUrl).toMatch(/^\/km\/booking\/manage\?token=/);

    const atTaken = await t.app.orm.em.fork().find(Booking, { startsAt: new Date(starts[0]), status: 'confirmed' });
    expect(atTaken).toEqual([expect.objectContaining({ source: 'form', email: 'form@example.com' })]);
    const mine = await t.app.orm.em.fork().findOneOrFail(Booking, { email: 'dara.km@example.com' });
    expect(mine).toMatchObject({ source: 'chat', name: 'សុខ ដារ៉ា', language: 'km', meeting: 'video' });
    expect(mine.startsAt.toISOString()).toBe(newStarts[0]);
  }, 60_000);

  it('the visitor can stop at any time ("never mind", "មិនអីទេ"); the assistant then answers questions again', async () => {
    const en = new Visitor('en', 'Europe/London');
    expect((await en.say('book tomorrow morning')).choices!.length).toBeGreaterThan(0);
    const stopped = await en.say('never mind');
    expect(stopped.message).toContain('nothing was booked');
    const prices = await en.say('How much does a website cost?');
    expect(prices.choices).toBeUndefined();
    expect(prices.message).toContain('$');

    const km = new Visitor('km', 'Asia/Phnom_Penh');
    await km.say('ខ្ញុំចង់កក់ពេលជួប ថ្ងៃស្អែក ពេលព្រឹក');
    expect((await km.say('ទីពីរ')).message).toContain('សេវាកម្ម');
    expect((await km.say('មិនអីទេ')).message).toContain('មិនមានអ្វីត្រូវបានកក់ទេ');
  }, 60_000);

  it('a correction of the day at a later step brings new offers and keeps the other answers', async () => {
    const visitor = new Visitor('en', 'Asia/Phnom_Penh');
    await visitor.say('I would like to book a consultation about SEO');
    const first = await offered(visitor.session!);
    // The service was named in the first message: not asked again.
    const picked = await visitor.say('1');
    expect(picked.message).toMatch(/: noted\. What is your name\?$/);
    const again = await visitor.say('actually, can we do it in the afternoon instead?');
    expect(again.choices!.length).toBeGreaterThan(0);
    const afternoon = await offered(visitor.session!);
    const afternoonOnly = (starts: string[]) =>
      starts.every((start) => zonedTime(new Date(start), 'Asia/Phnom_Penh') >= '12:00');
    expect(afternoonOnly(afternoon)).toBe(true);
    // The first offers are the earliest free starts: in the late morning in Cambodia they are already all
    // in the afternoon, and the same offers are then the right answer (CI met this at 10:32 ICT).
    if (!afternoonOnly(first)) expect(afternoon).not.toEqual(first);
    const row = await t.app.orm.em.fork().findOneOrFail(ChatBookingDialogue, { session: visitor.session! });
    expect(row.draft).toMatchObject({ service: 'seo', step: 'slot', part: 'afternoon', offers: afternoon });
  }, 60_000);

  it('a day and a time the visitor names are taken as named: another day than the offered one, or a time not offered', async () => {
    const zone = 'Asia/Phnom_Penh';
    const [offeredDay, otherDay, thirdDay] = [
      workday(0, { from: 40 }),
      workday(2, { from: 40 }),
      workday(4, { from: 40 }),
    ];
    const visitor = new Visitor('en', zone);
    await visitor.say(`Can I book a call on ${offeredDay}?`);
    const starts = await offered(visitor.session!);
    expect(starts.every((start) => zonedDate(new Date(start), zone) === offeredDay)).toBe(true);
    // "<other day> 10am" names that day: its 10:00, never the offered day's 10:00.
    const picked = await visitor.say(`${otherDay} 10am please`);
    expect(picked.message).toMatch(/: noted\. Which service/);
    const slot = (await t.app.orm.em.fork().findOneOrFail(ChatBookingDialogue, { session: visitor.session! })).draft
      .slot!;
    expect([zonedDate(new Date(slot), zone), zonedTime(new Date(slot), zone)]).toEqual([otherDay, '10:00']);

    // Named in the first message, a time that would not be offered (the offers are spread over the day).
    const direct = new Visitor('en', zone);
    expect((await direct.say(`Book me on ${thirdDay} at 3:30 pm`)).message).toMatch(/3:30 PM.*: noted\. Which service/);
    for (const answer of ['SEO', 'Dara Direct', 'direct@example.com']) await direct.say(answer);
    expect((await direct.say('Video call')).message).toContain('Your consultation is booked');
    const [booked] = (await chatBookings()).filter((row) => row.email === 'direct@example.com');
    expect(booked.startsAt.toISOString()).toBe(zonedTimeToUtc(thirdDay, '15:30', zone).toISOString());

    // The same time again, now booked: said so, with the free times nearest to it that day; in Khmer too.
    const late = new Visitor('km', zone);
    const refused = await late.say(`ខ្ញុំចង់កក់ ${thirdDay} ម៉ោង 3:30 រសៀល`);
    expect(refused.message).toMatch(/15:30 មិនទំនេរទេ/);
    const near = await offered(late.session!);
    expect(near.length).toBeGreaterThan(0);
    // The hour around 15:30 is taken by that booking: the nearest free starts are within a few hours of it.
    for (const start of near) {
      expect(zonedDate(new Date(start), zone)).toBe(thirdDay);
      expect(Math.abs(minutesOf(zonedTime(new Date(start), zone)) - minutesOf('15:30'))).toBeLessThanOrEqual(180);
    }
    // Outside office hours: said so as well.
    expect((await new Visitor('en', zone).say(`book a meeting on ${otherDay} at 7am`)).message).toMatch(
      /7:00 AM is not free \(it is booked, or outside office hours\)/,
    );
  }, 90_000);

  it('a question of the visitor’s own in the middle of booking is answered, then the booking’s question is asked again', async () => {
    const visitor = new Visitor('en', 'Asia/Phnom_Penh');
    await visitor.say(`Can I book a call on ${workday(1, { from: 44 })}?`);
    const service = await visitor.say('the first one');
    expect(service.message).toContain('Which service');
    const aside = await visitor.say('how much is the starter package?');
    expect(aside.message).toContain('$299');
    expect(aside.message).toMatch(/Which service would you like to talk about\?$/);
    expect(aside.choices).toContain('Web Design');
    // The booking goes on where it was.
    expect((await visitor.say('Web Design')).message).toBe('What is your name?');
    const khmer = new Visitor('km', 'Asia/Phnom_Penh');
    await khmer.say(`ខ្ញុំចង់កក់ ${workday(2, { from: 44 })}`);
    await khmer.say('ទីមួយ');
    await khmer.say('SEO');
    // At the name step, "how much?" is not a name: answered, and the name asked for again.
    const price = await khmer.say('តម្លៃប៉ុន្មាន?');
    expect(price.message).toContain('$799');
    expect(price.message).toMatch(/តើអ្នកឈ្មោះអ្វី\?$/);
  }, 60_000);

  it('a change of day keeps the service chosen ("instead" names no service), and a question about a way to meet neither chooses it nor books', async () => {
    const visitor = new Visitor('en', 'Asia/Phnom_Penh');
    await visitor.say(`I would like to book an appointment on ${workday(0, { from: 52 })}`);
    await visitor.say('the first one');
    for (const answer of ['Brand Management', 'Vannak']) await visitor.say(answer);
    const moved = await visitor.say(`actually can we do ${workday(2, { from: 52 })} instead?`);
    expect(moved.choices!.length).toBeGreaterThan(0);
    expect((await visitor.say('2')).message).toMatch(/: noted\. What e-mail address/);
    await visitor.say('vannak.instead@example.com');
    // At the last step, a question naming a way to meet: answered, and the step asked again.
    const zoom = await visitor.say('is the video call on zoom?');
    expect(zoom.message).toContain('nothing to install');
    expect(zoom.message).toMatch(
      /How would you like to meet: a video call, a phone call, or at our office in Siem Reap\?$/,
    );
    expect((await chatBookings()).filter((row) => row.email === 'vannak.instead@example.com')).toEqual([]);
    expect((await visitor.say('Video call')).message).toContain('Your consultation is booked');
    const [booked] = (await chatBookings()).filter((row) => row.email === 'vannak.instead@example.com');
    expect(booked).toMatchObject({ service: 'brand-management', meeting: 'video' });

    // In Khmer: "where is the office?" is a question, not "at the office".
    const khmer = new Visitor('km', 'Asia/Phnom_Penh');
    await khmer.say(`ខ្ញុំចង់កក់ពេលពិគ្រោះយោបល់ ${workday(4, { from: 52 })}`);
    for (const answer of ['ទី២', 'ការរចនាគេហទំព័រ', 'សុខា', 'sokha.office@example.com']) await khmer.say(answer);
    const where = await khmer.say('ការិយាល័យនៅណាគេ?');
    expect(where.message).toContain('សៀមរាប');
    expect(where.message).toMatch(/តើអ្នកចង់ជួបតាមរបៀបណា៖.*\?$/);
    expect((await chatBookings()).filter((row) => row.email === 'sokha.office@example.com')).toEqual([]);
    expect((await khmer.say('ជួបផ្ទាល់')).message).toContain('ត្រូវបានកក់ហើយ');
    const [office] = (await chatBookings()).filter((row) => row.email === 'sokha.office@example.com');
    expect(office).toMatchObject({ service: 'web-design', meeting: 'office' });
  }, 90_000);

  it('refuses a time zone that is not one, in the visitor’s language, and books at most two times per chat', async () => {
    const bad = await postJson(
      `${t.url}/api/chat`,
      { messages: [{ role: 'user', content: 'book tomorrow' }], language: 'km', timezone: 'Mars/Olympus' },
      clientIp(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ល្វែងម៉ោង');

    const visitor = new Visitor('en', 'Asia/Phnom_Penh');
    for (const [index, email] of ['one@example.com', 'two@example.com'].entries()) {
      await visitor.say('Can I book a call tomorrow afternoon?');
      await visitor.say(index === 0 ? 'the first one' : 'the last one');
      await visitor.say('Brand Management');
      await visitor.say('Sophea');
      await visitor.say(email);
      const done = await visitor.say('At the office');
      expect(done.message).toContain('Your consultation is booked');
    }
    const third = await visitor.say('Can I book another call tomorrow?');
    expect(third.message).toContain('two bookings');
    expect(third.choices).toBeUndefined();
    const booked = await t.app.orm.em.fork().count(Booking, { email: { $in: ['one@example.com', 'two@example.com'] } });
    expect(booked).toBe(2);
  }, 60_000);

  it('obeys the booking form’s rate limit: a visitor whose address booked its fill is told to wait, and nothing more is booked', async () => {
    const visitor = new Visitor('km', 'Asia/Phnom_Penh');
    const date = workday(0, { from: 40 });
    for (let i = 0; i < RATE_LIMITS.booking.points; i += 1) {
      const form = await postJson(
        `${t.url}/api/booking`,
        {
          name: `Form ${i}`,
          email: `limit${i}@example.com`,
          service: 'seo',
          datetime: zonedTimeToUtc(date, timeOf(9 * 60 + 30 * i), 'Asia/Phnom_Penh').toISOString(),
          duration: 30,
          timezone: 'Asia/Phnom_Penh',
          language: 'km',
        },
        visitor.ip,
      );
      expect(form.status).toBe(201);
    }
    await visitor.say('ខ្ញុំចង់កក់ពេលជួប ថ្ងៃស្អែក ពេលរសៀល អំពី SEO អ៊ីមែល limit.chat@example.com');
    await visitor.say('ទីមួយ');
    await visitor.say('ខ្ញុំឈ្មោះ ចាន់');
    const refused = await visitor.say('ហៅជាវីដេអូ');
    expect(refused.message).toContain('សូមរង់ចាំ');
    expect(refused.manageUrl).toBeUndefined();
    expect(await t.app.orm.em.fork().count(Booking, { email: 'limit.chat@example.com' })).toBe(0);
    // The refused booking does not count against the chat's own limit.
    const row = await t.app.orm.em.fork().findOneOrFail(ChatBookingDialogue, { session: visitor.session! });
    expect(row.bookings).toBe(0);
  }, 60_000);

  it('a chat booking and a form booking of the same time at the same moment: exactly one wins, the other is told', async () => {
    const visitor = new Visitor('en', 'Asia/Phnom_Penh');
    await visitor.say(
      'Can I book a call about brand management the day after tomorrow in the afternoon? I am race@example.com',
    );
    const [start] = await offered(visitor.session!);
    await visitor.say('1');
    await visitor.say('Mony');
    const [chat, form] = await Promise.all([
      visitor.say('Video call'),
      postJson(
        `${t.url}/api/booking`,
        {
          name: 'Racer',
          email: 'racer.form@example.com',
          service: 'seo',
          datetime: start,
          duration: 60,
          timezone: 'Asia/Phnom_Penh',
          language: 'en',
        },
        clientIp(),
      ),
    ]);
    const atStart = await t.app.orm.em.fork().find(Booking, { startsAt: new Date(start), status: 'confirmed' });
    expect(atStart).toHaveLength(1);
    if (atStart[0].source === 'chat') {
      expect(chat.message).toContain('Your consultation is booked');
      expect(form.status).toBe(409);
    } else {
      expect(form.status).toBe(201);
      expect(chat.message).toContain('someone has just booked that time');
      expect(chat.choices!.length).toBeGreaterThan(0);
    }
  }, 60_000);
});
