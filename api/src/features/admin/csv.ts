/**
 * RFC 4180 CSV: every cell quoted, quotes doubled, CRLF line ends, a UTF-8 byte order mark so
 * spreadsheet programs read Khmer text correctly. A cell a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null | undefined)[])[]): string {
  const line = (cells: readonly (string | null | undefined)[]) => cells.map(csvCell).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
