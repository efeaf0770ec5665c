import { describe, expect, it } from '@jest/globals';
import { parseChatBlocks, parseChatText } from './chatText';

const links = (text: string) =>
  parseChatText(text)
    .filter((part) => part.kind === 'external')
    .map((part) => (part.kind === 'external' ? part.href : ''));

describe('phone numbers in an answer', () => {
  it('become tap-to-call links as people write them', () => {
    expect(links('Call +855 12 345 678 now')).toEqual(['tel:+85512345678']);
    expect(links('or 012 345 678.')).toEqual(['tel:012345678']);
    expect(links('(+855) 63-963-800')).toEqual(['tel:+85563963800']);
    expect(links('ទូរសព្ទមកលេខ 012 345 678 បាន')).toEqual(['tel:012345678']);
  });

  it('leave prices, dates, times, years and short numbers alone', () => {
    expect(links('$1,499 on 2027-03-15 at 09:00, since 2019, 3 to 7 days, 0 5 and order 7F3C2A10')).toEqual([]);
    expect(links('[call us](tel:+85512345678)')).toEqual(['tel:+85512345678']);
  });
});

describe('lists in an answer', () => {
  it('are read from "- ", "* ", "• " and "1. " lines, the text around them kept', () => {
    expect(parseChatBlocks('Our packages:\n- Starter\n* Professional\n• Enterprise\n\nMore: /pricing')).toEqual([
      { kind: 'text', text: 'Our packages:' },
      { kind: 'list', ordered: false, items: ['Starter', 'Professional', 'Enterprise'] },
      { kind: 'text', text: 'More: /pricing' },
    ]);
    expect(parseChatBlocks('1. Pick a date\n2. Pick a time')).toEqual([
      { kind: 'list', ordered: true, items: ['Pick a date', 'Pick a time'] },
    ]);
    expect(parseChatBlocks('No list - just a dash')).toEqual([{ kind: 'text', text: 'No list - just a dash' }]);
  });
});
