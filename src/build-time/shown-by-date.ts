// The script a page carries right after its parts that are shown between two days, compiled once for the build.
import source from '@/scripts/inline/shown-by-date.ts?raw';
import { inlineScript } from './inline-script';

export const shownByDateScript = inlineScript(source);
