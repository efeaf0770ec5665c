import type {
  AvailabilityResponse,
  BookableDaysResponse,
  BookedResponse,
  BookingView,
  ClosureView,
  ManagedBooking,
  MessageResponse,
  Page,
} from '@site/common';
import { staffName } from '../../access.js';
import { adminOperation, publicOperation, siteOnly } from '../../operation.js';
import type { BookingService } from './booking.service.js';
import { bookingView } from './booking.staff.js';
import type { ClosureService } from './closure.service.js';

type SlotQuery = { date?: unknown; month?: unknown; timezone?: unknown; duration?: unknown; token?: unknown };

/**
 * Consultations: anyone finds a free time and books it; the manage link (a signed token) moves or
 * cancels its own booking; admins see, move and cancel every booking and close days.
 */
export function bookingOperations(booking: BookingService, closures: ClosureService) {
  return {
    availability: publicOperation('availability', (query: SlotQuery): Promise<AvailabilityResponse> =>
      booking.availability(query),
    ),
    days: publicOperation('bookableDays', (query: SlotQuery): Promise<BookableDaysResponse> => booking.days(query)),
    create: publicOperation('createBooking', (input: unknown, caller): Promise<BookedResponse> =>
      booking.create(input, caller),
    ),
    manage: publicOperation('managedBooking', (token: unknown): Promise<ManagedBooking> => booking.manage(token)),
    // A capability link's changes: only from this site's own pages (REST: the route's same-origin guard).
    reschedule: siteOnly(
      publicOperation('rescheduleBooking', (input: unknown, caller): Promise<BookedResponse> =>
        booking.reschedule(input, caller),
      ),
    ),
    cancelByLink: siteOnly(
      publicOperation('cancelBookingByLink', (token: unknown, caller): Promise<MessageResponse> =>
        booking.cancelByLink(token, caller),
      ),
    ),
    upcoming: adminOperation('upcomingBookings', (query: unknown): Promise<Page<BookingView>> =>
      booking.upcoming(query),
    ),
    upcomingCsv: adminOperation('upcomingBookingsCsv', (query: unknown): Promise<string> => booking.upcomingCsv(query)),
    detail: adminOperation('booking', (id: unknown): Promise<BookingView> => booking.detail(id)),
    cancelByStaff: adminOperation('cancelBooking', async (id: unknown, caller): Promise<BookingView> =>
      bookingView(await booking.cancelByStaff(id, staffName(caller.user))),
    ),
    rescheduleByStaff: adminOperation(
      'rescheduleBookingByStaff',
      async (input: { id: unknown; datetime: unknown }, caller): Promise<BookingView> =>
        bookingView(await booking.rescheduleByStaff(input.id, { datetime: input.datetime }, staffName(caller.user))),
    ),
    closures: adminOperation('closures', (): Promise<ClosureView[]> => closures.list()),
    addClosure: adminOperation('addClosure', (input: unknown, caller): Promise<ClosureView> =>
      closures.add(input, staffName(caller.user)),
    ),
    removeClosure: adminOperation('removeClosure', (id: unknown, caller): Promise<MessageResponse> =>
      closures.remove(id, caller.language),
    ),
  };
}

export type BookingOperations = ReturnType<typeof bookingOperations>;
