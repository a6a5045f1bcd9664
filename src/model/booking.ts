// The booking form's choices (src/content/booking.yaml): what a patient comes for, in their words, each pointing to the
// service that treats it. The form adds "Other" last (the interface's own word, src/copy/).
import { checkedList, list, object, optional, relation, words } from './fields';

export const bookingChoice = object({
  choice: words({ label: 'What the patient reads', hint: 'As a patient says it, e.g. Toothache, Braces, Cleaning' }),
  /** The slug of the service that treats it (its file in src/content/services/), named in the message to the clinic. */
  service: optional(
    relation('services', {
      label: 'The service that treats it',
      hint: 'Named after the choice in the message the clinic receives. Empty for none.',
      value: 'slug',
      search: ['title.en', 'slug'],
      display: ['title.en'],
    }),
  ),
});

/** The same words twice would reach the clinic as one choice. */
export const choiceTwice = (words: string) => `“${words}” is listed twice: keep one`;

export const bookingFields = object({
  choices: checkedList(
    list(bookingChoice, {
      label: 'Choices of the booking form',
      singular: 'choice',
      hint: 'In the order the form lists them; the form adds "Other" last.',
      summary: '{{fields.choice.en}}',
    }),
    (choices, problem) => {
      const seen = new Set<string>();
      choices.forEach(({ choice }, i) => {
        if (seen.has(choice.en.toLowerCase())) problem(choiceTwice(choice.en), [i, 'choice', 'en']);
        seen.add(choice.en.toLowerCase());
      });
    },
  ),
});
