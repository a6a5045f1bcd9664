// Content the build refuses: the message of the ContentError that `fn` throws, for a test to compare.
import { expect } from 'vitest';
import { ContentError } from '@/model/validate';

export function rejected(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}
