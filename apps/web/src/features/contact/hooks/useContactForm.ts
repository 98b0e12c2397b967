import { CONTACT_MESSAGES } from '@abhyas/contracts';
import { usePlannedForm } from '../../../hooks/usePlannedForm';
import { sendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_CONTACT_FORM,
  contactFailureMessage,
  planContactSubmission,
} from '../contact-form.validation';

export function useContactForm() {
  return usePlannedForm({
    idPrefix: 'contact',
    initialValues: () => EMPTY_CONTACT_FORM,
    plan: planContactSubmission,
    send: sendContactMessage,
    valuesAfterSent: () => EMPTY_CONTACT_FORM,
    messages: { success: CONTACT_MESSAGES.success, honeypot: CONTACT_MESSAGES.honeypotSuccess },
    failureMessage: contactFailureMessage,
  });
}
