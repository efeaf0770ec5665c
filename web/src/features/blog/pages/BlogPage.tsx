import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the blog issue builds this page.
export default function BlogPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
