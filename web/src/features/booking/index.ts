// The booking feature's public entry: the calendar and slot grid, for staff moving a booking.
export { SlotPicker } from './components/SlotPicker';
export { useSlotPicker } from './hooks/useSlotPicker';
