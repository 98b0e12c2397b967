import { PrivacyPolicy } from '../features/legal/components/PrivacyPolicy';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

export function PrivacyPage() {
  useDocumentTitle('Privacy policy');
  return <PrivacyPolicy />;
}
