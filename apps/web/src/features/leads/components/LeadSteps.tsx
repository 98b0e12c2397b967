import { NumberedSteps } from '../../../components/NumberedSteps';
import { PageSection } from '../../../components/PageSection';
import type { LeadPageContent } from '../lead-page.content';

export function LeadSteps({
  heading,
  steps,
}: {
  heading: string;
  steps: LeadPageContent['steps'];
}) {
  return (
    <PageSection headingId="lead-steps-heading" eyebrow="How it works" heading={heading}>
      <NumberedSteps steps={steps} look="outlined" />
    </PageSection>
  );
}
