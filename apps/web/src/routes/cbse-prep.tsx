import { LeadPage } from '../features/leads/components/LeadPage';

export function CbsePrepPage() {
  return <LeadPage track="cbse" />;
}
