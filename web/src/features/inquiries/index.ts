// The inbox's public entry (lint: local/feature-boundaries): the dashboard's submissions dialog opens
// an inquiry in full with the same view.
export { InquiryDetail } from './components/InquiryDetail';
