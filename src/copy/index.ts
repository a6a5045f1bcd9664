import type { Locale } from '@/model/locales';
import { en } from './en';
import { ml } from './ml';

/** The shape every language's copy must have: a key missing in one language fails the type check. */
export type Copy = typeof en;

export const copy: Record<Locale, Copy> = { en, ml };
