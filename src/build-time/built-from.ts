// The commit a build is made from, as the host that builds it says (Netlify's COMMIT_REF, Cloudflare Pages'
// CF_PAGES_COMMIT_SHA, GitHub Actions' GITHUB_SHA), or else as the repository checked out says; none outside one.
import { execFileSync } from 'node:child_process';

export function builtFrom(env: Record<string, string | undefined> = process.env): string | null {
  const told = env.COMMIT_REF ?? env.CF_PAGES_COMMIT_SHA ?? env.GITHUB_SHA;
  if (told) return told;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}
