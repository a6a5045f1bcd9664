// Every text of the enquiry form (contact page), in English, apart from what it shares with the booking form
// (forms.ts): a page with one form loads the words of that form only.
import { enquiryServices } from './form-options';

export const enquiryForm = {
  fields: {
    name: { label: 'Full Name' },
    email: { label: 'Email', placeholder: 'you@example.com' },
    phone: { label: 'Phone', placeholder: '+91 98765 43210' },
    service: { label: 'Service', placeholder: 'Select a service' },
    message: { label: 'Message', placeholder: 'How can we help you?' },
  },
  services: enquiryServices,
  messages: {
    nameRequired: 'Name is required',
    nameMax: 'Name must be at most {max} characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneInvalid: 'Please enter a valid phone number',
    serviceInvalid: 'Please select a service from the list',
    messageRequired: 'Message is required',
    messageMax: 'Your message is too long: please keep it to {max} characters',
  },
  submit: 'Send Message',
  submitting: 'Sending Message...',
};
