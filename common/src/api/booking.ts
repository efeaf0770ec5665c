import type { Language } from '../languages.js';
import {
  availabilityQuerySchema,
  bookingSchema,
  type AvailabilityQuery,
  type BookingInput,
} from '../validation/booking.js';
import { contract, type Optional } from './contract.js';
import type { PageInput } from './page.js';
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
  /** Staff (admins): confirmed bookings that have not ended, soonest first. `?format=csv` downloads them. */
  upcoming: contract<PageInput, BookingView[]>({
    method: 'GET',
    path: '/api/admin/bookings',
    status: 200,
    paged: true,
  }),
  cancelByStaff: contract<{ id: string; language?: Language }, BookingView>({
    method: 'POST',
    path: '/api/admin/bookings/:id/cancel',
    status: 200,
  }),
};
