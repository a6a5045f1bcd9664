// The interface's words of the Malayalam edition, one file per part of the site; what the clinic says about itself
// is content (src/content/*.yaml).
// Each file is typed against its English twin, so a missing or extra key fails the type check.
import { about } from './about';
import { appointments } from './appointments';
import { contact } from './contact';
import { doctors } from './doctors';
import { emergency } from './emergency';
import { enquiryForm } from './enquiry-form';
import { fees } from './fees';
import { guides } from './guides';
import { forms as formsCopy, pageWords } from './forms';
import { home } from './home';
import { legal } from './legal';
import { offline } from './offline';
import { sent } from './sent';
import { services } from './services';
import { shell } from './shell';

export const ml = {
  shell,
  home,
  about,
  services,
  doctors,
  contact,
  legal,
  forms: { ...formsCopy, enquiry: enquiryForm, page: pageWords },
  sent,
  appointments,
  fees,
  emergency,
  guides,
  offline,
};
