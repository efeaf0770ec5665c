import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertRole, staffName } from '../auth/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { bookingView } from './booking.staff.js';
import {
  Availability,
  BookableDays,
  BookingInput,
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
    @Ctx() { services }: GraphQLContext,
  ): Promise<Availability> {
    return services.booking.availability({
      date,
      timezone,
      duration: duration ?? undefined,
      token: token ?? undefined,
    });
  }

  @Query(() => BookableDays, {
    description: "The visitor's dates in a month with free time (REST twin: GET /api/booking/days)",
  })
  bookableDays(
    @Arg('month', () => String, { description: 'yyyy-MM in the visitor’s time zone' }) month: string,
    @Arg('timezone', () => String) timezone: string,
    @Arg('duration', () => Int, { nullable: true }) duration: number | undefined,
    @Arg('token', () => String, { nullable: true }) token: string | undefined,
    @Ctx() { services }: GraphQLContext,
  ): Promise<BookableDays> {
    return services.booking.days({ month, timezone, duration: duration ?? undefined, token: token ?? undefined });
  }

  @Mutation(() => MessageResult, { description: 'Books a consultation (REST twin: POST /api/booking)' })
  async createBooking(
    @Arg('input', () => BookingInput) input: BookingInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return { message: (await services.booking.create({ ...input }, { ip, language })).message };
  }

  @Query(() => ManagedBookingView, { description: "A manage link's booking (REST twin: GET /api/booking/manage)" })
  managedBooking(
    @Arg('token', () => String) token: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<ManagedBookingView> {
    return services.booking.manage(token);
  }

  @Mutation(() => MessageResult, {
    description: 'Moves the booking of a manage link (REST twin: POST /api/booking/reschedule)',
  })
  async rescheduleBooking(
    @Arg('input', () => RescheduleInput) input: RescheduleInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return { message: (await services.booking.reschedule({ ...input }, { ip, language })).message };
  }

  @Mutation(() => MessageResult, {
    description: 'Cancels the booking of a manage link (REST twin: POST /api/booking/manage/cancel)',
  })
  cancelBookingByLink(
    @Arg('token', () => String) token: string,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.booking.cancelByLink(token, { ip, language });
  }

  @Authorized('admin')
  @Query(() => [BookingView], {
    description:
      'Staff: confirmed bookings that have not ended, soonest first, a page at a time (admin; REST twin: GET /api/admin/bookings)',
  })
  async upcomingBookings(
    @Args(() => BookingListArgs) { search, ...page }: BookingListArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<BookingView[]> {
    return (await services.booking.upcoming({ ...page, q: search ?? undefined })).rows;
  }

  @Authorized('admin')
  @Query(() => BookingView, {
    description: 'Staff: one booking, whatever its status (admin; REST twin: GET /api/admin/bookings/:id)',
  })
  booking(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<BookingView> {
    return services.booking.detail(id);
  }

  @Authorized('admin')
  @Mutation(() => BookingView, {
    description:
      'Staff: cancel a booking; the visitor is told by e-mail and the time is free again (admin; REST twin: POST /api/admin/bookings/:id/cancel)',
  })
  async cancelBooking(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, user }: GraphQLContext,
  ): Promise<BookingView> {
    return services.booking.cancelByStaff(id, staffName(assertRole(user, 'admin')));
  }

  @Authorized('admin')
  @Mutation(() => BookingView, {
    description:
      'Staff: move a booking; the visitor is told by e-mail the agency moved it (admin; REST twin: POST /api/admin/bookings/:id/reschedule)',
  })
  async rescheduleBookingByStaff(
    @Arg('id', () => ID) id: string,
    @Arg('datetime', () => String, { description: 'The new start, an ISO 8601 timestamp' }) datetime: string,
    @Ctx() { services, user }: GraphQLContext,
  ): Promise<BookingView> {
    return bookingView(
      await services.booking.rescheduleByStaff(id, { datetime }, staffName(assertRole(user, 'admin'))),
    );
  }

  @Authorized('admin')
  @Query(() => [ClosureType], {
    description:
      'Staff: closed days that have not ended, with the bookings each overlaps (admin; REST: GET /api/admin/closures)',
  })
  closures(@Ctx() { services }: GraphQLContext): Promise<ClosureType[]> {
    return services.closures.list();
  }

  @Authorized('admin')
  @Mutation(() => ClosureType, { description: 'Staff: close a day or a range (admin; REST: POST /api/admin/closures)' })
  addClosure(
    @Arg('input', () => ClosureInput) input: ClosureInput,
    @Ctx() { services, user }: GraphQLContext,
  ): Promise<ClosureType> {
    return services.closures.add({ ...input }, staffName(assertRole(user, 'admin')));
  }

  @Authorized('admin')
  @Mutation(() => MessageResult, {
    description: 'Staff: open closed days again (admin; REST: DELETE /api/admin/closures/:id)',
  })
  removeClosure(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.closures.remove(id, language);
  }
}
