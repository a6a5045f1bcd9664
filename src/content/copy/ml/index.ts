// Every visible sentence of the Malayalam edition, one file per part of the site.
// Each file is typed against its English twin, so a missing or extra key fails the type check.
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

export const ml = { shell, home, about, services, doctors, contact, legal, forms, emergency, offline };
