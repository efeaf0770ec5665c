/**
 * HOOK POINT for the bookings feature (built on another branch): return a function that opens the
 * upcoming calendar bookings, and the dashboard's 'View Calendar Bookings' quick action uses it.
 * Until then it returns undefined and the action is shown disabled with a 'Coming soon' hint
 * (DESIGN "No dead buttons").
 */
export function useViewCalendarBookings(): (() => void) | undefined {
  return undefined;
}
