/**
 * A staff list's search term as an ILIKE pattern that finds it anywhere in a column: `%`, `_` and the
 * escape character itself (PostgreSQL's default, `\`) are matched literally, so "50%" finds "50%" and
 * not everything. ILIKE compares characters, so Khmer text (which has no case) is found as typed.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
