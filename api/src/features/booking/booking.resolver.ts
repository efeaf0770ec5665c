import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertRole, staffName } from '../auth/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { Availability, BookingInput, BookingView } from './booking.types.js';

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
    @Ctx() { services }: GraphQLContext,
  ): Promise<Availability> {
    return services.booking.availability({ date, timezone, duration: duration ?? undefined });
  }

  @Mutation(() => MessageResult, { description: 'Books a consultation (REST twin: POST /api/booking)' })
  createBooking(
    @Arg('input', () => BookingInput) input: BookingInput,
    @Ctx() { services, ip, language }: GraphQLContext,
  ): Promise<MessageResult> {
    return services.booking.create({ ...input }, { ip, language });
  }

  @Authorized('admin')
  @Query(() => [BookingView], {
    description:
      'Staff: confirmed bookings that have not ended, soonest first, a page at a time (admin; REST twin: GET /api/admin/bookings)',
  })
  async upcomingBookings(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<BookingView[]> {
    return (await services.booking.upcoming(page)).rows;
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
}
