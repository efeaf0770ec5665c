import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the pricing issue builds this page.
export default function PricingPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
