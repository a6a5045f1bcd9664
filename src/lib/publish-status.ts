// Whether the clinic's latest change is on the site, from what the host and GitHub already report: the commit the
// published site was built from (/admin/build.json), the latest commit of the branch the editor saves to, and that
// commit's checks on GitHub (the content's check and a deploy, as GitHub Actions runs them; a host's build, as
// Netlify or Cloudflare Pages report it). Pure: the editor's script fetches them (src/scripts/admin/publish-status.ts).

/** A change saved to the repository: its commit. */
export interface Change {
  sha: string;
  message: string;
  /** When it was saved, as an ISO time. */
  date: string;
}

/** What a check found wrong, in the build's words: the file and the field, where it names them. */
export interface Reason {
  file?: string;
  field?: string;
  message: string;
}

/** One check of a commit: a run of a workflow, or a host's build. */
export interface Check {
  name: string;
  state: 'pending' | 'success' | 'failure';
  /** Its page, with its log. */
  url?: string;
  /** What it found wrong, where it says so. */
  reasons: Reason[];
  /** Its own one line, where it gives one ("Deploy failed"). */
  summary?: string;
}

export type PublishStatus =
  | { state: 'live'; change: Change }
  | { state: 'publishing'; change: Change }
  | { state: 'refused'; change: Change; failed: Check[] }
  /** Its checks passed long ago, yet the site shows an earlier change. */
  | { state: 'stalled'; change: Change };

/** How long a host takes at most, once the checks of a change have passed, to put it on the site. */
export const publishingTime = 20 * 60_000;

export function publishStatus(latest: Change, live: string | null, checks: Check[], now: Date): PublishStatus {
  if (live === latest.sha) return { state: 'live', change: latest };
  const failed = checks.filter((c) => c.state === 'failure');
  if (failed.length) return { state: 'refused', change: latest, failed };
  if (checks.some((c) => c.state === 'pending')) return { state: 'publishing', change: latest };
  return now.getTime() - Date.parse(latest.date) < publishingTime
    ? { state: 'publishing', change: latest }
    : { state: 'stalled', change: latest };
}

/** A check run as GitHub's REST API gives it (GET /repos/{repo}/commits/{sha}/check-runs). */
export interface GitHubCheckRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string;
  output?: { title?: string | null; annotations_count?: number };
}

/** A commit status as GitHub gives it (GET /repos/{repo}/commits/{sha}/status): Netlify's deploys report so. */
export interface GitHubStatus {
  context: string;
  state: string;
  description?: string | null;
  target_url?: string | null;
}

/** An annotation of a check run (GET /repos/{repo}/check-runs/{id}/annotations): an ::error of a workflow. */
export interface GitHubAnnotation {
  path: string;
  title?: string | null;
  message: string;
  annotation_level?: string;
}

// What a run that ended without finding anything wrong concludes; any other end is a failure.
const passed = ['success', 'neutral', 'skipped', 'cancelled', 'stale'];

export function checkOfRun(run: GitHubCheckRun, annotations: GitHubAnnotation[] = []): Check {
  const state = run.status !== 'completed' ? 'pending' : passed.includes(run.conclusion ?? '') ? 'success' : 'failure';
  return {
    name: run.name,
    state,
    ...(run.html_url ? { url: run.html_url } : {}),
    ...(run.output?.title ? { summary: run.output.title } : {}),
    reasons: annotations
      .filter((a) => (a.annotation_level ?? 'failure') === 'failure')
      .map((a) => ({
        ...(a.path && a.path !== '.github' ? { file: a.path } : {}),
        ...(a.title ? { field: a.title } : {}),
        message: a.message,
      })),
  };
}

export function checkOfStatus(status: GitHubStatus): Check {
  return {
    name: status.context,
    state: status.state === 'pending' ? 'pending' : status.state === 'success' ? 'success' : 'failure',
    ...(status.target_url ? { url: status.target_url } : {}),
    ...(status.description ? { summary: status.description } : {}),
    reasons: [],
  };
}
