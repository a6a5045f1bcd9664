import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandPaths } from '@/lib/brand-paths';

describe('the WhatsApp mark of the forms', () => {
  it('is the same mark as the rest of the site draws, in white', () => {
    const svg = readFileSync(new URL('../../../src/components/ui/whatsapp-mark.svg', import.meta.url), 'utf8');
    expect(/<path d="([^"]+)"/.exec(svg)?.[1]).toBe(brandPaths.whatsapp);
    expect(svg).toMatch(/<svg [^>]*viewBox="0 0 24 24"[^>]*fill="#fff"/);
  });
});
