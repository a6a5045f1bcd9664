// The booking form with its Malayalam words only: a page loads the words of its own language (BookingIsland.astro).
import { forms } from '@/copy/ml/forms';
import { hours } from '@/copy/ml/hours';
import { BookingForm, type BookingFormProps } from './BookingForm';

const copy = { ...forms.shared, ...forms.booking };

export const BookingFormMl = (props: BookingFormProps) => (
  <BookingForm {...props} locale="ml" copy={copy} weekdays={hours.weekdays} />
);
