import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the blog issue builds this page.
export default function BlogAddPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} messageKey="placeholder.blogManagement" />;
}
