// The interface's words of the English edition, one file per part of the site; what the clinic says about itself is
// content (src/content/*.yaml).
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

export const en = {
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
