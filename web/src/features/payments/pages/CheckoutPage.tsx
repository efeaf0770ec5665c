import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the payments issue builds this page.
export default function CheckoutPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
