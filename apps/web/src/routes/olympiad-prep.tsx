import { LeadPage } from '../features/leads/components/LeadPage';

export function OlympiadPrepPage() {
  return <LeadPage track="olympiad" />;
}
