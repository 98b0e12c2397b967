import { TermsOfService } from '../features/legal/components/TermsOfService';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function TermsPage() {
  useDocumentTitle('Terms and conditions');
  return <TermsOfService />;
}
