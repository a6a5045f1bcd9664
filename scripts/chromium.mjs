// How every tool here starts Debian's Chromium: no browser download, no background calls to the network.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell: the same engine without the
 * browser around it, as Playwright runs its own headless tests), which takes about a quarter less time on two cores.
 * A test of what only the whole browser does (installing the site, a service worker's certificate checks, how far
 * ahead it loads lazy images from its estimate of the connection) starts chromiumLaunchOptions instead.
 */
export const headlessShellLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
};
