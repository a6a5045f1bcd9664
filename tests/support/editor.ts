// The clinic's editor at /admin as the clinic's developer runs it (`npm run edit`), for the browser tests: Decap CMS
// served by the site under test, saving through decap-server (its local backend) into a copy of the project.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../../scripts/nginx.mjs';
import { copyProject } from '../../scripts/copy-project.mjs';
import { contrast, MIN_TEXT_CONTRAST } from '../../src/model/palette';
import { expect } from './browser';

/** A copy of the project with the editor's local backend writing into it. */
export interface EditorCopy {
  project: ReturnType<typeof copyProject>;
  /** A content file of the copy, as it is now ('' when there is none). */
  read(file: string): string;
  stop(): void;
}

/**
 * Copies the project and starts decap-server on it, on a port of this run's own (from its nginx's, as the other tests
 * that start servers look for theirs): `offset` keeps the copies of one run apart. A port another copy's server took
 * at the same moment is found out (the server that answers names another folder) and the next one tried.
 */
export async function editorCopy(name: string, offset = 0): Promise<EditorCopy & { backend: string }> {
  const project = copyProject(name);
  let from = Number(process.env.NGINX_PORT ?? 4400) + 60 + offset;
  for (;;) {
    const port = await freePort(from);
    const backend = `http://localhost:${port}/api/v1`;
    const server: ChildProcess = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
      env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: project.dir, LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    const folder = () =>
      fetch(backend, {
        method: 'POST',
        body: JSON.stringify({ action: 'info' }),
        headers: { 'Content-Type': 'application/json' },
      })
        .then((r) => r.json() as Promise<{ repo?: string }>)
        .then(
          (answer) => answer.repo,
          () => undefined,
        );
    await expect.poll(folder).toBeDefined();
    if ((await folder()) !== basename(project.dir)) {
      server.kill();
      from = port + 1;
      continue;
    }
    return {
      project,
      backend,
      read: (file) => {
        try {
          return readFileSync(project.path(file), 'utf8');
        } catch {
          return '';
        }
      },
      stop: () => {
        server.kill();
        project.remove();
      },
    };
  }
}

declare global {
  interface Window {
    /** Each message the editor has shown on this page: its words, its colour and its background, as it appeared. */
    messagesShown: [string, string, string][];
  }
}

/**
 * Points the editor of `page` at `backend` (the settings name the local backend on port 8081, which the admin page's
 * policy allows: this copy's backend answers there), and records each message the editor shows as it appears.
 */
export async function useBackend(page: Page, backend: string) {
  await page.addInitScript(() => {
    window.messagesShown = [];
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('.Toastify__toast')) {
        if (seen.has(message)) continue;
        seen.add(message);
        const style = getComputedStyle(message);
        window.messagesShown.push([message.textContent ?? '', style.color, style.backgroundColor]);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.route('http://localhost:8081/api/v1**', async (route) => {
    const request = route.request();
    const answer = await fetch(backend, {
      method: request.method(),
      headers: await request.allHeaders(),
      body: request.postDataBuffer() as BodyInit | null,
    });
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) });
  });
}

/** A colour as getComputedStyle gives it, rgb(…), written #rrggbb. */
export const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

/** Opens `path` of the editor (after /admin#/), signed in to the local backend. */
export async function signedIn(page: Page, path: string) {
  await page.goto(`/admin#/${path}`);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('button', { name: 'Publish' }))).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
}

/**
 * Opens an entry of the editor (`path` after /admin#/), signed in. Within the editor, as the staff go from one entry
 * to another: back to the list of its collection, then to the entry (Decap shows an entry empty when the address goes
 * straight from another entry to it).
 */
export async function openEntry(page: Page, path: string) {
  if (!new URL(page.url()).pathname.startsWith('/admin')) return signedIn(page, path);
  await go(page, `#/${path.split('/').slice(0, 2).join('/')}`);
  await expect(page.locator('[class*="-CollectionTopContainer"]')).toBeVisible();
  await go(page, `#/${path}`);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
}

/**
 * Goes to `hash` within the editor, once the editor has read it: a list whose entry has just been moved or added is
 * read again by reloading the page (src/scripts/admin/page-order.ts), which is then waited for.
 */
async function go(page: Page, hash: string) {
  const reloading = await page
    .evaluate(
      (h) =>
        new Promise<boolean>((resolve) => {
          if (location.hash === h) return resolve(false);
          addEventListener(
            'hashchange',
            () => setTimeout(() => resolve(document.documentElement.hasAttribute('aria-busy'))),
            { once: true },
          );
          location.hash = h;
        }),
      hash,
    )
    .catch(() => true);
  if (reloading) await expect(page.locator('html[aria-busy]')).toHaveCount(0);
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * Waits until the editor has saved what was published: it says "Changes saved" once the local backend has answered,
 * which it does after writing the files, and a new entry moves to its own address once read back (left before then,
 * the editor reports a failure to load its link to the live site).
 */
export async function saved(page: Page) {
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/\/new$/);
}

/**
 * Closes the editor's messages ("Entry saved"), as the staff may, each with a tap, and waits until they are gone (a
 * message that ends before its tap is simply gone; the editor removes each after a few seconds).
 */
export async function closeMessages(page: Page) {
  const messages = page.locator('.Toastify__toast');
  for (const message of await messages.all())
    await message.dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => {});
  await expect(messages).toHaveCount(0);
}

/** The messages the editor has shown since `since` of them, each readable on its colour, as the page saw it appear. */
export async function messagesSince(page: Page, since: number) {
  await expect.poll(() => page.evaluate(() => window.messagesShown.length)).toBeGreaterThan(since);
  const shown = (await page.evaluate(() => window.messagesShown)).slice(since);
  for (const [text, color, background] of shown)
    expect(contrast(hex(color), hex(background)), text).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  return shown.map(([text]) => text);
}

/** The lines `after` has in place of `before`'s, between the first and the last lines the two texts share. */
export function changedLines(before: string, after: string) {
  const [a, b] = [before.split('\n'), after.split('\n')];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  return { removed: a.slice(start, a.length - end), inserted: b.slice(start, b.length - end) };
}

/**
 * Publishes, waits until `file` has been written (read before the editor says so, it may be half written), and
 * returns the lines changed, each message shown with it readable.
 */
export async function publishChange(page: Page, file: () => string) {
  const before = file();
  const shown = await page.evaluate(() => window.messagesShown.length);
  await publish(page);
  await saved(page);
  await messagesSince(page, shown);
  await expect.poll(file).not.toBe(before);
  return { ...changedLines(before, file()), before };
}

/**
 * Publishes a change the editor must refuse, and reads the refusal: at the top, "Not published", and at the field,
 * `message` (the build's words, naming the field), each fully in view and readable on its background, the field marked
 * invalid and focused with its message tied to it, the file unchanged. Returns the field's message.
 */
export async function refused(page: Page, message: string, file: () => string) {
  const before = file();
  const shown = await page.evaluate(() => window.messagesShown.length);
  await publish(page);
  const top = await messagesSince(page, shown);
  expect(top.join(' ')).toMatch(/^Not published/);
  const said = page.getByText(message, { exact: true });
  await expect(said).toBeInViewport({ ratio: 1 });
  const [color, background] = await said.evaluate((el) => {
    const style = getComputedStyle(el);
    let under: Element | null = el;
    while (under && getComputedStyle(under).backgroundColor === 'rgba(0, 0, 0, 0)') under = under.parentElement;
    return [style.color, under ? getComputedStyle(under).backgroundColor : 'rgb(255, 255, 255)'];
  });
  expect(contrast(hex(color), hex(background)), message).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  expect(file()).toBe(before);
  return said;
}
