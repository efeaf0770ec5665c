import { ACTIVITY_KINDS, type ActivityKind } from '@site/common';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ActivityKindEnum {
  inquiry = 'inquiry',
  chatLead = 'chat-lead',
  booking = 'booking',
  cancellation = 'cancellation',
  payment = 'payment',
  subscription = 'subscription',
  reschedule = 'reschedule',
}
registerEnumType(ActivityKindEnum, { name: 'ActivityKind', description: 'What happened in a Recent Activity event' });
if (Object.values(ActivityKindEnum).join() !== ACTIVITY_KINDS.join())
  throw new Error('ActivityKind enum out of step with common');

@ObjectType({ description: 'One event of Recent Activity' })
export class ActivityType {
  @Field(() => ActivityKindEnum)
  kind!: ActivityKind;

  @Field(() => ID, { description: 'The inquiry, booking, order or subscription it is about' })
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { description: "The visitor's name, or their e-mail address" })
  who!: string;

  @Field(() => String, {
    nullable: true,
    description: 'A service option value (inquiry), a meeting start (booking, cancellation) or a package id (payment)',
  })
  detail!: string | null;

  @Field(() => String, { nullable: true, description: 'The staff page that shows it' })
  link!: string | null;
}

@ObjectType({ description: "The staff dashboard's figures, counted in the office's time zone" })
export class DashboardSummaryType {
  @Field(() => Int, { description: 'Inquiries (form and chat) received today' })
  messagesToday!: number;

  @Field(() => Int, { description: 'Confirmed meetings still to come' })
  scheduledMeetings!: number;

  @Field(() => Int, { description: 'Orders paid this month' })
  paidOrdersThisMonth!: number;

  @Field(() => Int, { description: 'Active newsletter subscriptions' })
  activeSubscribers!: number;

  @Field(() => [ActivityType], { description: 'The latest events, newest first' })
  recentActivity!: ActivityType[];
}

@ObjectType('StaffActivityEvent', {
  description: 'Something staff should see happened: open staff pages read their lists and figures afresh',
})
export class StaffActivityEventType {
  @Field(() => ActivityKindEnum)
  kind!: ActivityKind;

  @Field(() => ID, { description: 'The inquiry, booking, order or subscription it is about' })
  id!: string;

  @Field(() => Date)
  at!: Date;
}
