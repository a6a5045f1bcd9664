// Every visible sentence of the English edition, one file per part of the site.
import { about } from './about';
import { contact } from './contact';
import { doctors } from './doctors';
import { emergency } from './emergency';
import { forms } from './forms';
import { home } from './home';
import { legal } from './legal';
import { offline } from './offline';
import { services } from './services';
import { shell } from './shell';

export const en = { shell, home, about, services, doctors, contact, legal, forms, emergency, offline };
