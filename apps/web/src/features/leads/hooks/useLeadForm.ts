import { LEAD_MESSAGES } from '@abhyas/contracts';
import { usePlannedForm } from '../../../hooks/usePlannedForm';
import { submitLead } from '../api/submit-lead';
import {
  initialLeadFormValues,
  planLeadSubmission,
  valuesAfterLeadSent,
  type LeadTrack,
} from '../lead-form.validation';

export function useLeadForm(track: LeadTrack) {
  return usePlannedForm({
    idPrefix: 'lead',
    initialValues: () => initialLeadFormValues(track),
    plan: planLeadSubmission,
    send: submitLead,
    valuesAfterSent: valuesAfterLeadSent,
    messages: { success: LEAD_MESSAGES.success },
    failureMessage: () => LEAD_MESSAGES.failed,
  });
}
