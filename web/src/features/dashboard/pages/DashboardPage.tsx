import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the dashboard issue builds this page.
export default function DashboardPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} messageKey="placeholder.staffOnly" />;
}
