import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
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
}
