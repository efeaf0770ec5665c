import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../graphql/page-args.js';
import { LanguageEnum } from '../../shared/graphql-types.js';

@ObjectType({ description: 'SPEC §3 availability response' })
export class Availability {
  @Field(() => [String], { description: "Free start times, 'HH:mm' in the visitor's time zone, on the asked date" })
  timeSlots!: string[];
}

@InputType({ description: 'The booking form of SPEC §3; validated on the server with the same schema as the form' })
export class BookingInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { description: 'One of the seven service option values, e.g. web-design' })
  service!: string;

  @Field(() => String, { description: 'The start, an ISO 8601 timestamp (e.g. 2027-03-03T02:00:00.000Z)' })
  datetime!: string;

  @Field(() => Int, { defaultValue: 60, description: 'Minutes: 30, 60, 90 or 120' })
  duration!: number;

  @Field(() => String, { nullable: true })
  message?: string;

  @Field(() => String, { description: "The visitor's IANA time zone, e.g. America/New_York" })
  timezone!: string;

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en })
  language!: LanguageEnum;

  @Field(() => String, {
    nullable: true,
    description: 'How we meet: video (default when absent), phone (then phone is required) or office',
  })
  meeting?: string;

  @Field(() => String, { nullable: true, description: 'Leave empty: a field only bots fill in' })
  website?: string;
}

@ObjectType({ description: 'A booked consultation, for staff' })
export class BookingView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String)
  service!: string;

  @Field(() => GraphQLISODateTime)
  startsAt!: Date;

  @Field(() => GraphQLISODateTime)
  endsAt!: Date;

  @Field(() => Int, { description: 'Minutes' })
  duration!: number;

  @Field(() => String, { description: "The visitor's IANA time zone" })
  timezone!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String, { description: 'confirmed or cancelled' })
  status!: string;

  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => String, { description: 'How we meet: video, phone or office' })
  meeting!: string;

  @Field(() => String, { nullable: true, description: "A video call's own link; null for a phone call or the office" })
  meetingUrl?: string | null;

  @Field(() => String, {
    description: "Where it was booked: 'form' (the booking page or REST) or 'chat' (the assistant)",
  })
  source!: string;
}

@ObjectType({ description: "The calendar's month: the visitor's dates that still have free time" })
export class BookableDays {
  @Field(() => [String], { description: "yyyy-MM-dd in the visitor's time zone" })
  days!: string[];
}

@ObjectType({ description: 'A booked meeting as its visitor sees it: no name, no e-mail, nothing typed in the form' })
export class BookedMeetingView {
  @Field(() => GraphQLISODateTime)
  startsAt!: Date;

  @Field(() => GraphQLISODateTime)
  endsAt!: Date;

  @Field(() => Int, { description: 'Minutes' })
  duration!: number;

  @Field(() => String)
  service!: string;

  @Field(() => String, { description: "The visitor's IANA time zone" })
  timezone!: string;

  @Field(() => String, { description: 'How we meet: video, phone or office' })
  meeting!: string;

  @Field(() => String, { nullable: true, description: "A video call's own link; null for a phone call or the office" })
  meetingUrl?: string | null;
}

/** The meeting (BookedMeetingView's fields) and what its manage page needs besides. */
@ObjectType({ description: 'A booking as its manage link shows it: no name, no e-mail, nothing typed in the form' })
export class ManagedBookingView extends BookedMeetingView {
  @Field(() => String)
  language!: string;

  @Field(() => String, { description: 'confirmed or cancelled' })
  status!: string;

  @Field(() => Boolean, { description: 'Can it still be moved or cancelled online?' })
  changeable!: boolean;

  @Field(() => Int, { description: 'Online changes end this many hours before the meeting' })
  noticeHours!: number;

  @Field(() => String, { description: 'The meeting as an .ics file to add to a calendar (a download)' })
  calendarUrl!: string;
}

@ObjectType({ description: 'A booking made or moved: the message, and what the lasting confirmation shows' })
export class BookedResult {
  @Field(() => String)
  message!: string;

  @Field(() => BookedMeetingView, { nullable: true, description: 'Null for a request answered quietly (a bot’s)' })
  booking?: BookedMeetingView | null;

  @Field(() => String, { nullable: true, description: 'The page that changes or cancels it' })
  manageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The meeting as an .ics download' })
  calendarUrl?: string | null;
}

@InputType({ description: 'The manage link moves its booking (REST twin: POST /api/booking/reschedule)' })
export class RescheduleInput {
  @Field(() => String, { description: "The manage link's token" })
  token!: string;

  @Field(() => String, { description: 'The new start, an ISO 8601 timestamp' })
  datetime!: string;

  @Field(() => String, { description: "The visitor's IANA time zone" })
  timezone!: string;

  @Field(() => LanguageEnum, { nullable: true })
  language?: LanguageEnum;
}

@ObjectType({ description: 'A booking a closure overlaps (the closure does not cancel it)' })
export class ClosureBookingView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  service!: string;

  @Field(() => GraphQLISODateTime)
  startsAt!: Date;

  @Field(() => GraphQLISODateTime)
  endsAt!: Date;

  @Field(() => String)
  timezone!: string;
}

@ObjectType({ description: 'A closed day or range of the office (dates in BUSINESS_TIMEZONE, both ends included)' })
export class ClosureType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'yyyy-MM-dd' })
  from!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, the last closed day' })
  to!: string;

  @Field(() => String)
  reasonEn!: string;

  @Field(() => String)
  reasonKm!: string;

  @Field(() => String, { description: 'holiday (added at start) or staff' })
  source!: string;

  @Field(() => String, { nullable: true })
  createdBy?: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => [ClosureBookingView])
  bookings!: ClosureBookingView[];
}

@InputType({ description: 'A closed day or range with its reason in both languages' })
export class ClosureInput {
  @Field(() => String, { description: 'yyyy-MM-dd, the first closed day' })
  from!: string;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, the last closed day (empty: one day)' })
  to?: string;

  @Field(() => String)
  reasonEn!: string;

  @Field(() => String)
  reasonKm!: string;
}

export const BookingPage = PageType(
  BookingView,
  'BookingPage',
  'One page of upcoming bookings, soonest first, and how many in all',
);
