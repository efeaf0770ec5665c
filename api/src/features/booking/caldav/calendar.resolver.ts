import {
  Arg,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import { staffName } from '../../../access.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { adminOperation, perform } from '../../../operation.js';
import { MessageResult } from '../../../shared/graphql-types.js';
import type { CalendarService, CalendarView } from './calendar.service.js';

@ObjectType({ description: 'A team calendar connected over CalDAV (its password never comes back out)' })
export class CalendarType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The name staff know it by' })
  name!: string;

  @Field(() => String, { description: 'The CalDAV collection address' })
  url!: string;

  @Field(() => String)
  username!: string;

  @Field(() => Boolean, { description: 'Confirmed bookings are written into this calendar' })
  writeBookings!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it last answered' })
  lastSyncAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last reading failed; null when it answered' })
  lastError!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Since when it has not answered' })
  failingSince!: Date | null;

  @Field(() => Int, { description: 'Busy intervals known from it' })
  busyCount!: number;
}

@InputType({ description: 'A team calendar as an admin connects or changes it' })
export class CalendarInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'https:// (http:// only on a loopback address)' })
  url!: string;

  @Field(() => String)
  username!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The app password; required to connect, empty on a change keeps the stored one',
  })
  password?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Write bookings into it (only one calendar at a time)' })
  writeBookings?: boolean | null;
}

/** Team calendars: admins only, GraphQL only (README "Team calendars"). */
export function calendarOperations(calendars: CalendarService) {
  return {
    list: adminOperation('calendars', (): Promise<CalendarView[]> => calendars.list()),
    add: adminOperation('addCalendar', (input: unknown, caller): Promise<CalendarView> =>
      calendars.add(input, staffName(caller.user)),
    ),
    update: adminOperation('updateCalendar', (input: { id: unknown; input: unknown }, caller): Promise<CalendarView> =>
      calendars.update(input.id, input.input, staffName(caller.user)),
    ),
    remove: adminOperation('removeCalendar', (id: unknown, caller): Promise<{ message: string }> =>
      calendars.remove(id, caller.language, staffName(caller.user)),
    ),
    test: adminOperation('testCalendar', (id: unknown): Promise<CalendarView> => calendars.test(id)),
  };
}

export type CalendarOperations = ReturnType<typeof calendarOperations>;

const plain = (input: CalendarInput) => ({
  ...input,
  password: input.password ?? undefined,
  writeBookings: input.writeBookings ?? undefined,
});

@Resolver()
export class CalendarResolver {
  constructor(private readonly operations: CalendarOperations) {}

  @Query(() => [CalendarType], { description: 'Staff: the team calendars (admin)' })
  calendars(@Ctx() caller: GraphQLContext): Promise<CalendarType[]> {
    return perform(this.operations.list, undefined, caller);
  }

  @Mutation(() => CalendarType, { description: 'Staff: connect a team calendar and read it at once (admin)' })
  addCalendar(
    @Arg('input', () => CalendarInput) input: CalendarInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<CalendarType> {
    return perform(this.operations.add, plain(input), caller);
  }

  @Mutation(() => CalendarType, { description: 'Staff: change a team calendar; an empty password keeps it (admin)' })
  updateCalendar(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CalendarInput) input: CalendarInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<CalendarType> {
    return perform(this.operations.update, { id, input: plain(input) }, caller);
  }

  @Mutation(() => MessageResult, { description: 'Staff: disconnect a team calendar (admin)' })
  removeCalendar(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<MessageResult> {
    return perform(this.operations.remove, id, caller);
  }

  @Mutation(() => CalendarType, { description: 'Staff: read a team calendar now and say how it went (admin)' })
  testCalendar(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<CalendarType> {
    return perform(this.operations.test, id, caller);
  }
}
