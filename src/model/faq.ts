// A question on the Contact page (src/content/faq/<id>.yaml), one file each.
import { object, slug, words } from './fields';
import { place } from './doctor';

export const faqFields = object({
  id: slug({ label: 'Name of its file', hint: 'Lowercase words joined by hyphens, e.g. payment' }),
  order: place('question.en'),
  question: words({ label: 'Question' }),
  answer: words({ label: 'Answer', multiline: true }),
});
