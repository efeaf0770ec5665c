import { describe, expect, it } from '@jest/globals';
import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it('writes the characters that could end text or an attribute as entities, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('សួស្តី 100% ok')).toBe('សួស្តី 100% ok');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
