// The enquiry form with its Malayalam words only: a page loads the words of its own language (EnquiryIsland.astro).
import { forms } from '@/copy/ml/forms';
import { enquiryForm } from '@/copy/ml/enquiry-form';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm';

const copy = { ...forms.shared, ...enquiryForm };

export const EnquiryFormMl = (props: EnquiryFormProps) => <EnquiryForm {...props} locale="ml" copy={copy} />;
