// What a form needs only once it is sent, in one module loaded when the form is first used (FormParts.tsx): the panel
// that replaces it, and the WhatsApp messages.
export { SentPanel } from './SentPanel';
export { buildAppointmentMessage, buildEnquiryMessage } from '@/lib/forms/messages';
