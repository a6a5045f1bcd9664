// What a form needs only once it is sent, in one module loaded when the form is first used (useChatSubmit.ts): the
// panel that replaces it, and the WhatsApp message of each form.
import { buildAppointmentMessage, buildEnquiryMessage } from '@/lib/forms/messages';

export { SentPanel } from './SentPanel';
export const messages = { booking: buildAppointmentMessage, enquiry: buildEnquiryMessage };
