// The booking form with its English words only: a page loads the words of its own language (BookingIsland.astro).
import { forms } from '@/copy/en/forms';
import { hours } from '@/copy/en/hours';
import { BookingForm, type BookingFormProps } from './BookingForm';

const copy = { ...forms.shared, ...forms.booking };

export const BookingFormEn = (props: BookingFormProps) => (
  <BookingForm {...props} locale="en" copy={copy} weekdays={hours.weekdays} />
);
