import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the services issue builds this page.
export default function ServicesPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
