import {
  isReleaseId,
  mergePolicies,
  parseMap,
  releaseBefore,
  releaseId,
  releasesToPrune,
  transitionPolicy,
} from '../../deploy/releases.mjs';

describe('the releases of an nginx server', () => {
  test('are named by the UTC time of the deploy and the commit, so that names sort as deploys happened', () => {
    const first = releaseId(new Date(Date.UTC(2031, 0, 2, 3, 4, 5)), 'ABCDEF0123456789'.toLowerCase());
    const later = releaseId(new Date(Date.UTC(2031, 0, 2, 3, 4, 6)), '0000');
    expect(first).toBe('20310102-030405-abcdef012345');
    expect([later, first].sort()).toEqual([first, later]);
    expect(isReleaseId(first) && isReleaseId(later)).toBe(true);
    expect(isReleaseId('current') || isReleaseId(`${first}.assets`)).toBe(false);
  });

  test('keep the newest, the live one and the one a rollback goes to; a rollback goes to the newest older one', () => {
    const all = ['20300101-000000', '20300102-000000', '20300103-000000', '20300104-000000', '20300105-000000'];
    expect(releasesToPrune(all, { keep: 2, current: all[4], previous: all[3] })).toEqual(all.slice(0, 3));
    // After a rollback the live release is an older one: it stays, as does the one before it.
    expect(releasesToPrune(all, { keep: 2, current: all[1], previous: all[0] })).toEqual([all[2]]);
    expect(releaseBefore(all, all[3])).toBe(all[2]);
    expect(releaseBefore(all, all[0])).toBeUndefined();
  });
});

describe('the policy nginx loads while switching releases', () => {
  const site = (hash: string) => `default-src 'self'; style-src 'self' '${hash}'; frame-ancestors 'none'`;
  const file = (hash: string) => `# a comment\n"~^/admin(/|$)" "default-src 'self'";\ndefault "${site(hash)}";\n`;

  test('reads an nginx map, its quoted keys and escaped values included', () => {
    expect(parseMap(`"~^/a(/|$)" "x \\"y\\"";\ndefault "z";`)).toEqual([
      ['"~^/a(/|$)"', 'x "y"'],
      ['default', 'z'],
    ]);
    expect(() => parseMap('default z')).toThrow(/not an nginx map entry/);
  });

  test('allows what either release allows, directive by directive, and nothing more', () => {
    expect(mergePolicies(site('sha256-new'), site('sha256-old'))).toBe(
      "default-src 'self'; style-src 'self' 'sha256-new' 'sha256-old'; frame-ancestors 'none'",
    );
    const both = transitionPolicy(file('sha256-new'), file('sha256-old'));
    const entries = new Map(parseMap(both));
    expect(entries.get('default')).toContain("'sha256-new' 'sha256-old'");
    expect(entries.get('"~^/admin(/|$)"')).toBe("default-src 'self'");
    // A page of one release only keeps the inline code of that release allowed, by the other's default.
    const pages = transitionPolicy(
      `/new.html "${site('sha256-page')}";\ndefault "${site('sha256-none')}";\n`,
      `/old.html "${site('sha256-gone')}";\ndefault "${site('sha256-all')}";\n`,
    );
    expect(new Map(parseMap(pages))).toEqual(
      new Map([
        ['/new.html', mergePolicies(site('sha256-page'), site('sha256-all'))],
        ['default', mergePolicies(site('sha256-none'), site('sha256-all'))],
        ['/old.html', mergePolicies(site('sha256-none'), site('sha256-gone'))],
      ]),
    );
    // The first release has no live one beside it: its own policy.
    expect(new Map(parseMap(transitionPolicy(file('sha256-new'), null))).get('default')).toBe(site('sha256-new'));
  });
});
