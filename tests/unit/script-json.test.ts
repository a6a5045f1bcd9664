import { expect, it } from 'vitest';
import { scriptJson } from '@/lib/script-json';

it('embeds JSON in a script block that no text inside can close', () => {
  const value = { answer: 'Type </script><script>alert(1)</script> and <!-- here' };
  const json = scriptJson(value);
  expect(json).not.toMatch(/<\/script|<!--/i);
  expect(JSON.parse(json)).toEqual(value);
});
