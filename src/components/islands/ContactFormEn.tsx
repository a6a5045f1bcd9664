// The enquiry form with its English words only: a page loads the words of its own language (EnquiryIsland.astro).
import { forms } from '@/content/copy/en/forms';
import { enquiryForm } from '@/content/copy/en/enquiry-form';
import { ContactForm, type ContactFormProps } from './ContactForm';

const copy = { ...forms.shared, ...enquiryForm };

export const ContactFormEn = (props: ContactFormProps) => <ContactForm {...props} copy={copy} />;
