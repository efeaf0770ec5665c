import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs, type PageOf } from '../../graphql/page-args.js';
import { perform } from '../../operation.js';
import { MessageResult } from '../../shared/graphql-types.js';
import type { BookingOperations } from './booking.operations.js';
import {
  Availability,
  BookableDays,
  BookedResult,
  BookingInput,
  BookingPage,
  BookingView,
  ClosureInput,
  ClosureType,
  ManagedBookingView,
  RescheduleInput,
} from './booking.types.js';

@ArgsType()
class BookingListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Finds this text in the name, e-mail, phone or message' })
  search?: string;
}

@Resolver()
export class BookingResolver {
  constructor(private readonly operations: BookingOperations) {}

  @Query(() => Availability, {
    description: "Free start times on the visitor's local date (REST twin: GET /api/booking/availability)",
  })
  availability(
    @Arg('date', () => String, { description: 'yyyy-MM-dd in the visitor’s time zone' }) date: string,
    @Arg('timezone', () => String, { description: 'IANA time zone, e.g. Asia/Phnom_Penh' }) timezone: string,
    @Arg('duration', () => Int, { nullable: true, description: 'Minutes: 30, 60 (default), 90 or 120' })
    duration: number | undefined,
    @Arg('token', () => String, { nullable: true, description: "A manage link's token: its own time is free" })
    token: string | undefined,
    @Ctx() caller: GraphQLContext,
  ): Promise<Availability> {
    return perform(
      this.operations.availability,
      { date, timezone, duration: duration ?? undefined, token: token ?? undefined },
      caller,
    );
  }

  @Query(() => BookableDays, {
    description: "The visitor's dates in a month with free time (REST twin: GET /api/booking/days)",
  })
  bookableDays(
    @Arg('month', () => String, { description: 'yyyy-MM in the visitor’s time zone' }) month: string,
    @Arg('timezone', () => String) timezone: string,
    @Arg('duration', () => Int, { nullable: true }) duration: number | undefined,
    @Arg('token', () => String, { nullable: true }) token: string | undefined,
    @Ctx() caller: GraphQLContext,
  ): Promise<BookableDays> {
    const query = { month, timezone, duration: duration ?? undefined, token: token ?? undefined };
    return perform(this.operations.days, query, caller);
  }

  @Mutation(() => BookedResult, { description: 'Books a consultation (REST twin: POST /api/booking)' })
  createBooking(
    @Arg('input', () => BookingInput) input: BookingInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<BookedResult> {
    return perform(this.operations.create, { ...input }, caller);
  }

  @Query(() => ManagedBookingView, { description: "A manage link's booking (REST twin: GET /api/booking/manage)" })
  managedBooking(
    @Arg('token', () => String) token: string,
    @Ctx() caller: GraphQLContext,
  ): Promise<ManagedBookingView> {
    return perform(this.operations.manage, token, caller);
  }

  @Mutation(() => BookedResult, {
    description: 'Moves the booking of a manage link (REST twin: POST /api/booking/reschedule)',
  })
  rescheduleBooking(
    @Arg('input', () => RescheduleInput) input: RescheduleInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<BookedResult> {
    return perform(this.operations.reschedule, { ...input }, caller);
  }

  @Mutation(() => MessageResult, {
    description: 'Cancels the booking of a manage link (REST twin: POST /api/booking/manage/cancel)',
  })
  cancelBookingByLink(
    @Arg('token', () => String) token: string,
    @Ctx() caller: GraphQLContext,
  ): Promise<MessageResult> {
    return perform(this.operations.cancelByLink, token, caller);
  }

  @Query(() => BookingPage, {
    description:
      'Staff: confirmed bookings that have not ended, soonest first, a page at a time (admin; REST twin: GET /api/admin/bookings)',
  })
  upcomingBookings(
    @Args(() => BookingListArgs) { search, ...page }: BookingListArgs,
    @Ctx() caller: GraphQLContext,
  ): Promise<PageOf<BookingView>> {
    return perform(this.operations.upcoming, { ...page, q: search ?? undefined }, caller);
  }

  @Query(() => BookingView, {
    description: 'Staff: one booking, whatever its status (admin; REST twin: GET /api/admin/bookings/:id)',
  })
  booking(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<BookingView> {
    return perform(this.operations.detail, id, caller);
  }

  @Mutation(() => BookingView, {
    description:
      'Staff: cancel a booking; the visitor is told by e-mail and the time is free again (admin; REST twin: POST /api/admin/bookings/:id/cancel)',
  })
  cancelBooking(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<BookingView> {
    return perform(this.operations.cancelByStaff, id, caller);
  }

  @Mutation(() => BookingView, {
    description:
      'Staff: move a booking; the visitor is told by e-mail the agency moved it (admin; REST twin: POST /api/admin/bookings/:id/reschedule)',
  })
  rescheduleBookingByStaff(
    @Arg('id', () => ID) id: string,
    @Arg('datetime', () => String, { description: 'The new start, an ISO 8601 timestamp' }) datetime: string,
    @Ctx() caller: GraphQLContext,
  ): Promise<BookingView> {
    return perform(this.operations.rescheduleByStaff, { id, datetime }, caller);
  }

  @Query(() => [ClosureType], {
    description:
      'Staff: closed days that have not ended, with the bookings each overlaps (admin; REST: GET /api/admin/closures)',
  })
  closures(@Ctx() caller: GraphQLContext): Promise<ClosureType[]> {
    return perform(this.operations.closures, undefined, caller);
  }

  @Mutation(() => ClosureType, { description: 'Staff: close a day or a range (admin; REST: POST /api/admin/closures)' })
  addClosure(
    @Arg('input', () => ClosureInput) input: ClosureInput,
    @Ctx() caller: GraphQLContext,
  ): Promise<ClosureType> {
    return perform(this.operations.addClosure, { ...input }, caller);
  }

  @Mutation(() => MessageResult, {
    description: 'Staff: open closed days again (admin; REST: DELETE /api/admin/closures/:id)',
  })
  removeClosure(@Arg('id', () => ID) id: string, @Ctx() caller: GraphQLContext): Promise<MessageResult> {
    return perform(this.operations.removeClosure, id, caller);
  }
}
