import { describe, expect, it, vi } from 'vitest';
import { isAppleMobile, prepareChat, type ChatTab, type ChatWindow } from '@/lib/open-chat';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop sites and reports a Mac.
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

function fakeTab(): ChatTab & { close: ReturnType<typeof vi.fn> } {
  return { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
}
function fakeWindow(open: () => ChatTab | null) {
  return { open: vi.fn(open), location: { assign: vi.fn() } } satisfies ChatWindow;
}
const URL_ = 'https://wa.me/919847021993?text=Hello';

describe('which devices get the same-window navigation', () => {
  it.each([
    ['iPhone', UA.iPhone, 5, true],
    ['older iPad', UA.iPadOld, 5, true],
    ['iPadOS reporting a Mac', UA.mac, 5, true],
    ['a real Mac', UA.mac, 0, false],
    ['a Mac without maxTouchPoints', UA.mac, undefined, false],
    ['Windows Chrome with a touch screen', UA.windowsChrome, 10, false],
    ['Android', UA.android, 5, false],
    ['Firefox on Linux', UA.firefox, 0, false],
  ])('%s', (_, userAgent, maxTouchPoints, expected) => {
    const nav = maxTouchPoints === undefined ? { userAgent } : { userAgent, maxTouchPoints };
    expect(isAppleMobile(nav)).toBe(expected);
  });
});

describe('desktop and Android: a tab opened during the click', () => {
  it('opens a blank tab at once, cuts its opener, and sends it to the chat later', () => {
    const tab = fakeTab();
    const win = fakeWindow(() => tab);
    const chat = prepareChat(win, { userAgent: UA.windowsChrome, maxTouchPoints: 0 });
    expect(win.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');
    expect(chat.go(URL_)).toBe('opened');
    expect(tab.location.href).toBe(URL_);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('reports a blocked popup', () => {
    const chat = prepareChat(
      fakeWindow(() => null),
      { userAgent: UA.firefox },
    );
    expect(chat.go(URL_)).toBe('blocked');
  });

  it('reports an open() that throws', () => {
    const chat = prepareChat(
      fakeWindow(() => {
        throw new Error('blocked by policy');
      }),
      { userAgent: UA.mac, maxTouchPoints: 0 },
    );
    expect(chat.go(URL_)).toBe('blocked');
  });

  it('reports a tab the visitor closed meanwhile', () => {
    const tab = { ...fakeTab(), closed: true };
    expect(
      prepareChat(
        fakeWindow(() => tab),
        { userAgent: UA.firefox },
      ).go(URL_),
    ).toBe('blocked');
  });

  it('closes the prepared tab when the submission is cancelled', () => {
    const tab = fakeTab();
    prepareChat(
      fakeWindow(() => tab),
      { userAgent: UA.firefox },
    ).cancel();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('iPhone and iPad: the same window', () => {
  it.each([UA.iPhone, UA.mac])('opens no tab and navigates this window when told to (%#)', (userAgent) => {
    const win = fakeWindow(() => fakeTab());
    const chat = prepareChat(win, { userAgent, maxTouchPoints: 5 });
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(chat.go(URL_)).toBe('navigating');
    expect(win.location.assign).toHaveBeenCalledWith(URL_);
  });

  it('reports a navigation that throws', () => {
    const win = fakeWindow(() => null);
    win.location.assign.mockImplementation(() => {
      throw new Error('nope');
    });
    expect(prepareChat(win, { userAgent: UA.iPhone }).go(URL_)).toBe('blocked');
  });
});
