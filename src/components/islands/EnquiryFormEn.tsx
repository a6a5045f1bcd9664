// The enquiry form with its English words only: a page loads the words of its own language (EnquiryIsland.astro).
import { forms } from '@/copy/en/forms';
import { enquiryForm } from '@/copy/en/enquiry-form';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm';

const copy = { ...forms.shared, ...enquiryForm };

export const EnquiryFormEn = (props: EnquiryFormProps) => <EnquiryForm {...props} locale="en" copy={copy} />;
