// The emergency page's first aid (src/content/emergency.yaml): what to do, step by step, until a dentist sees the
// patient, and the signs that need a hospital instead.
import { checkedList, list, object, once, slug, words } from './fields';

export const emergencyGuide = object({
  id: slug({ label: 'Name of its file', hint: 'Lowercase words joined by hyphens, e.g. broken-tooth' }),
  title: words({ label: 'Title' }),
  steps: list(words({ label: 'Step', multiline: true }), {
    label: 'Steps',
    singular: 'step',
    least: [2, 'list at least two steps'],
  }),
});

export const emergencyFields = object({
  /** Signs that need a hospital's emergency department now, not a dental clinic. */
  hospitalNow: list(words({ label: 'Sign' }), {
    label: 'Signs that need a hospital now',
    singular: 'sign',
    hint: "Plain words; each is a reason to go to a hospital's emergency department, not a dental clinic.",
    least: [1, 'list at least one sign'],
  }),
  guides: checkedList(
    list(emergencyGuide, {
      label: 'First aid for each dental emergency',
      singular: 'emergency',
      hint: 'Reviewed by a dentist. Each step is one short sentence.',
      summary: '{{fields.title.en}}',
      least: [1, 'list at least one emergency'],
    }),
    once('id'),
  ),
});
