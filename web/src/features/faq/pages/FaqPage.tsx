import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the FAQ issue builds this page.
export default function FaqPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
