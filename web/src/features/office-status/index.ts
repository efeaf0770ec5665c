// The office-status feature's public entry: the footer's live office line.
export { OfficeStatusSlot } from './components/OfficeStatusSlot';
