import type { Language } from '../languages.js';
import {
  availabilityQuerySchema,
  bookingSchema,
  type AvailabilityQuery,
  type BookingInput,
} from '../validation/booking.js';
import { contract, type Optional } from './contract.js';
import { searchPageQuerySchema, type PageInput } from './page.js';
import type { AvailabilityResponse, BookingView, FormRequest, MessageResponse } from './views.js';

export const bookingApi = {
  availability: contract<Optional<AvailabilityQuery, 'duration'>, AvailabilityResponse>({
    method: 'GET',
    path: '/api/booking/availability',
    status: 200,
    schema: availabilityQuerySchema,
  }),
  create: contract<FormRequest<BookingInput>, MessageResponse>({
    method: 'POST',
    path: '/api/booking',
    status: 201,
    schema: bookingSchema,
  }),
  /**
   * Staff (admins): confirmed bookings that have not ended, soonest first; `q` searches name, e-mail,
   * phone and message. `?format=csv` downloads them.
   */
  upcoming: contract<PageInput & { q?: string }, BookingView[]>({
    method: 'GET',
    path: '/api/admin/bookings',
    status: 200,
    paged: true,
    schema: searchPageQuerySchema,
  }),
  /** Staff (admins): one booking, whatever its status (a cancelled one too: the alerts link to it). */
  detail: contract<{ id: string }, BookingView>({
    method: 'GET',
    path: '/api/admin/bookings/:id',
    status: 200,
  }),
  cancelByStaff: contract<{ id: string; language?: Language }, BookingView>({
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    status: 200,
  }),
};
