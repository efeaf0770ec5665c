import { describe, expect, it } from '@jest/globals';
import { containsPattern } from './search.js';

describe('containsPattern', () => {
  it('finds the term anywhere, with LIKE wildcards and the escape character taken literally', () => {
    expect(containsPattern('guesthouse')).toBe('%guesthouse%');
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
    expect(containsPattern('គេហទំព័រ')).toBe('%គេហទំព័រ%');
  });
});
