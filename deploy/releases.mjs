// The rules of an nginx host's releases (scripts/deploy.mjs carries them out): each build is a folder of its own under
// releases/, `current` is a symlink to the one served, and the Content-Security-Policy nginx loads (policy.nginx, next
// to them) allows the inline code of both the release being left and the one being switched to, so that every page
// is allowed its own styles whichever of the two a visitor gets during the switch.

/** A release's folder name: the UTC time of the deploy, so that names sort as deploys happened, and the commit. */
export function releaseId(date = new Date(), commit = '') {
  const time = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return commit ? `${time}-${commit.slice(0, 12)}` : time;
}

export const isReleaseId = (name) => /^\d{8}-\d{6}(-[0-9a-f]+)?$/.test(name);

/**
 * The releases to remove once `current` is served: all but the newest `keep`, never `current` nor `previous` (the
 * release a rollback goes back to).
 */
export function releasesToPrune(releases, { keep, current, previous }) {
  const newest = [...releases].sort().reverse().slice(0, keep);
  return releases.filter((r) => !newest.includes(r) && r !== current && r !== previous);
}

/** The release a rollback from `current` goes to: the newest one older than it. */
export const releaseBefore = (releases, current) =>
  [...releases]
    .sort()
    .reverse()
    .find((r) => r < current);

const entry = /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+"((?:[^"\\]|\\.)*)";\s*$/;

/**
 * The entries of an nginx map body (`key "value";` lines, # comments) as [key, value] pairs, values unquoted.
 * @param {string} text
 * @returns {[string, string][]}
 */
export function parseMap(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const match = entry.exec(line);
      if (!match) throw new Error(`not an nginx map entry: ${line}`);
      return [match[1], match[2].replace(/\\(.)/g, '$1')];
    });
}

/** `a` with the sources `b` adds to each of its directives (a directive only `b` has is added whole). */
export function mergePolicies(a, b) {
  const directives = (policy) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name, sources]),
    );
  const merged = directives(a);
  for (const [name, sources] of directives(b))
    merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

const quote = (value) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

/**
 * The policy map nginx loads while `next` is switched to from `live` (each the text of a release's _csp.nginx): every
 * path of either release, each allowing what `next` allows it and what `live` does, by its own entry or else by its
 * default, so that a page of either release is allowed its own inline code.
 */
export function transitionPolicy(next, live) {
  const nextEntries = new Map(parseMap(next));
  const liveEntries = new Map(live ? parseMap(live) : []);
  const of = (entries, key) => entries.get(key) ?? entries.get('default');
  const keys = [...new Set([...nextEntries.keys(), ...liveEntries.keys()])];
  const lines = keys.map((key) => {
    const value = of(nextEntries, key);
    const old = live ? of(liveEntries, key) : undefined;
    return `${key} ${quote(old ? mergePolicies(value, old) : value)};`;
  });
  return `# Written by scripts/deploy.mjs: the policy of the release served and of the one before it.\n${lines.join('\n')}\n`;
}
