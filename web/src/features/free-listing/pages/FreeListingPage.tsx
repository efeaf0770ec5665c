import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the free-listing issue builds this page.
export default function FreeListingPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
