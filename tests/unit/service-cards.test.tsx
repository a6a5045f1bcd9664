// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageContext } from '@/build-time/page-context';
import { ServiceCard } from '@/components/sections/ServiceCard';
import { services } from '@/content';
import type { Locale } from '@/model/locales';
import { moreText } from '@/lib/template';

afterEach(cleanup);

const words = { moreOne: 'one more', more: '{count} more' };

describe('moreText', () => {
  it('says nothing when every item is shown', () => {
    expect(moreText(0, words)).toBeUndefined();
    expect(moreText(-2, words)).toBeUndefined();
  });

  it('uses the singular for one hidden item and the counted plural for several', () => {
    expect(moreText(1, words)).toBe('one more');
    expect(moreText(2, words)).toBe('2 more');
    expect(moreText(7, words)).toBe('7 more');
  });
});

// The card's picture is made by the page; any will do here.
const picture = { sources: [], src: '/card.svg', width: 4, height: 3, alt: '', priority: false };

// A service of the content with `count` treatments, as an editor might leave it (its own, repeated if it has fewer).
const withItems = (count: number) => ({
  ...services[0]!,
  items: Array.from({ length: count }, (_, i) => ({ ...services[0]!.items[i % services[0]!.items.length]! })),
});

describe('a card of the services page counts the treatments it leaves out', () => {
  it.each<[Locale, number, string | null]>([
    ['en', 3, null],
    ['en', 4, '+1 more service'],
    ['en', 5, '+2 more services'],
    ['ml', 3, null],
    ['ml', 4, '+1 ചികിത്സ കൂടി'],
    ['ml', 5, '+2 ചികിത്സകൾ കൂടി'],
  ])('%s, %i treatments: %s', (locale, count, expected) => {
    render(<ServiceCard page={pageContext(locale)} service={withItems(count)} picture={picture} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const more = screen.queryByText(/^\+\d/);
    if (expected === null) expect(more).toBeNull();
    else expect(more).toHaveTextContent(new RegExp(`^${expected.replace('+', '\\+')}$`));
  });
});
