// The enquiry form with its Malayalam words only: a page loads the words of its own language (EnquiryIsland.astro).
import { forms } from '@/content/copy/ml/forms';
import { enquiryForm } from '@/content/copy/ml/enquiry-form';
import { ContactForm, type ContactFormProps } from './ContactForm';

const copy = { ...forms.shared, ...enquiryForm };

export const ContactFormMl = (props: ContactFormProps) => <ContactForm {...props} copy={copy} />;
