import {
  checkOfRun,
  checkOfStatus,
  publishingTime,
  publishStatus,
  type Change,
  type Check,
} from '@/lib/publish-status';

// What the editor tells the staff of their latest change, from what the site's stamp and GitHub report.

const now = new Date();
const change = (minutesAgo: number): Change => ({
  sha: 'b'.repeat(40),
  message: 'Update Clinic “clinic”',
  date: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
});
const check = (state: Check['state'], reasons: Check['reasons'] = []): Check => ({ name: 'a check', state, reasons });

describe('the status of the latest change', () => {
  test('live once the site was built from it, whatever its checks say', () => {
    const latest = change(3);
    expect(publishStatus(latest, latest.sha, [check('failure')], now).state).toBe('live');
  });

  test('not published when a check of it failed, with what it found', () => {
    const reasons = [{ file: 'src/content/clinic.yaml', field: 'email', message: 'must be an e-mail address' }];
    const status = publishStatus(change(3), 'a'.repeat(40), [check('success'), check('failure', reasons)], now);
    expect(status).toMatchObject({ state: 'refused', failed: [{ reasons }] });
  });

  test('being published while a check runs, or for a while after they pass; then not on the site yet', () => {
    const live = 'a'.repeat(40);
    expect(publishStatus(change(1), live, [check('pending'), check('success')], now).state).toBe('publishing');
    expect(publishStatus(change(1), live, [], now).state).toBe('publishing');
    const late = publishingTime / 60_000 + 1;
    expect(publishStatus(change(late), live, [check('success')], now).state).toBe('stalled');
    expect(publishStatus(change(late), live, [check('pending')], now).state).toBe('publishing');
  });
});

describe('what GitHub reports of a commit', () => {
  test('a run: pending until it ends, then failed unless it passed, its annotations the reasons', () => {
    const run = { id: 1, name: 'Check the content', status: 'in_progress', conclusion: null };
    expect(checkOfRun(run).state).toBe('pending');
    expect(checkOfRun({ ...run, status: 'completed', conclusion: 'success' }).state).toBe('success');
    expect(checkOfRun({ ...run, status: 'completed', conclusion: 'cancelled' }).state).toBe('success');
    const failed = checkOfRun({ ...run, status: 'completed', conclusion: 'failure' }, [
      {
        path: 'src/content/clinic.yaml',
        title: 'hours.dates[0].from',
        message: '31/02/2027 is not a day of the calendar',
      },
      { path: '.github', title: null, message: 'Process completed with exit code 1.', annotation_level: 'failure' },
      { path: 'src/content/fees.yaml', title: 'lastUpdated', message: 'a note', annotation_level: 'warning' },
    ]);
    expect(failed).toMatchObject({
      state: 'failure',
      reasons: [
        {
          file: 'src/content/clinic.yaml',
          field: 'hours.dates[0].from',
          message: '31/02/2027 is not a day of the calendar',
        },
        { message: 'Process completed with exit code 1.' },
      ],
    });
  });

  test('a host’s status (Netlify): its words and its log', () => {
    expect(
      checkOfStatus({
        context: 'netlify/clinic/deploy-preview',
        state: 'error',
        description: 'Deploy failed',
        target_url: 'https://app.netlify.com/x',
      }),
    ).toEqual({
      name: 'netlify/clinic/deploy-preview',
      state: 'failure',
      summary: 'Deploy failed',
      url: 'https://app.netlify.com/x',
      reasons: [],
    });
    expect(checkOfStatus({ context: 'x', state: 'pending' }).state).toBe('pending');
  });
});
