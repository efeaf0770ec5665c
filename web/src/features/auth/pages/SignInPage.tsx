import type { PageProps } from '../../../app/pages';
import { PlaceholderPage } from '../../../layout/PlaceholderPage';

// Placeholder until the auth issue builds this page.
export default function SignInPage({ routeId }: PageProps) {
  return <PlaceholderPage routeId={routeId} />;
}
