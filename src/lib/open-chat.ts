// A new window is allowed only within the click's user activation (in Safari: not after an await), so the tab
// is opened blank at once and sent to the chat when the message is ready; iPhone and iPad use this window.

/** The parts of `window` used here; injectable for tests. */
export interface ChatWindow {
  open(url?: string, target?: string): ChatTab | null;
  location: { assign(url: string): void };
}
export interface ChatTab {
  opener: unknown;
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}
export interface ChatNavigator {
  userAgent: string;
  maxTouchPoints?: number;
}

/** iPhone, iPod and iPad, including iPadOS that reports a desktop Mac user agent (a Mac has no touch screen). */
export function isAppleMobile(nav: ChatNavigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}

/**
 * A computer rather than a phone or tablet: no Apple or Android mobile, no "Mobi" in the user agent, a mouse or
 * trackpad as the main pointer. WhatsApp may not be installed there, so the sent panel also offers a QR code.
 */
export function looksLikeDesktop(nav: ChatNavigator = navigator, win: Pick<Window, 'matchMedia'> = window): boolean {
  return !isAppleMobile(nav) && !/Android|Mobi/i.test(nav.userAgent) && !!win.matchMedia?.('(pointer: fine)').matches;
}

/** How the chat was opened: in the tab opened for it, by leaving this page, or not at all. */
export type ChatOutcome = 'opened' | 'navigating' | 'blocked';

export interface PendingChat {
  /** Sends the prepared tab (or this window on iPhone and iPad) to the chat. */
  go(url: string): ChatOutcome;
  /** Closes the prepared tab when the submission does not go ahead. */
  cancel(): void;
}

/** Call synchronously in the submit event, before any await or timer. */
export function prepareChat(win: ChatWindow = window, nav: ChatNavigator = navigator): PendingChat {
  if (isAppleMobile(nav)) {
    return {
      go(url) {
        try {
          win.location.assign(url);
          return 'navigating';
        } catch {
          return 'blocked';
        }
      },
      cancel() {},
    };
  }
  let tab: ChatTab | null = null;
  try {
    tab = win.open('', '_blank');
    // Cut the link back to this page, as rel="noopener" would; `noopener` in open() would return null.
    if (tab) tab.opener = null;
  } catch {
    tab = null;
  }
  return {
    go(url) {
      if (!tab || tab.closed) return 'blocked';
      try {
        tab.location.href = url;
        return 'opened';
      } catch {
        return 'blocked';
      }
    },
    cancel() {
      tab?.close();
    },
  };
}
