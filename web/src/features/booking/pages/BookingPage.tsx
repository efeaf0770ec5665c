import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the booking issue builds this page.
export default function BookingPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
