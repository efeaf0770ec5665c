import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell(null)).toBe('""');
  });

  it.each(['=1+1', '+855 12', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j as a formula', (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', 'ខ្មែរ']])).toBe('\uFEFF"A","B"\r\n"1","ខ្មែរ"\r\n');
  });
});
