import { countUrl, countedEvents } from '@/lib/count';

describe('a count', () => {
  test('carries what was done, the page, the language and a treatment chosen, and nothing else', () => {
    for (const event of countedEvents) {
      const url = new URL(countUrl(event, '/ml/book', 'ml', 'Root canal treatment (Endodontics)'), 'https://x.invalid');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        event,
        page: '/ml/book',
        lang: 'ml',
        treatment: 'Root canal treatment (Endodontics)',
      });
    }
    expect(countUrl('call', '/', 'en')).toBe('/count?event=call&page=%2F&lang=en');
  });
});
