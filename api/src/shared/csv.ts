import type { Response } from 'express';

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

/** A spreadsheet download named after its table and today's date (UTC). */
export function sendCsv(res: Response, name: string, csv: string): void {
  const date = new Date().toISOString().slice(0, 10);
  res
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(csv);
}
