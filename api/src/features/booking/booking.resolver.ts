import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertRole, staffName } from '../auth/index.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageArgs } from '../../graphql/page-args.js';
import { MessageResult } from '../../shared/graphql-types.js';
import { Availability, BookingInput, BookingView } from './booking.types.js';

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
}
