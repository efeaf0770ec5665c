import type { Request, Response, Router } from 'express';
import type { AnyContract } from '@site/common';
import { expressPath } from '../http/contract-route.js';

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

/**
 * `?format=csv` on a staff list's path: the list as a spreadsheet named `name` (the rest of the query,
 * such as a search, goes to `csv`). Register it before the list's JSON route; any other request goes
 * on to that route.
 */
export function csvExport(
  router: Router,
  contract: AnyContract,
  name: string,
  csv: (query: Request['query']) => Promise<string>,
): void {
  router.get(expressPath(contract), async (req, res, next) => {
    if (req.query.format !== 'csv') return next();
    sendCsv(res, name, await csv(req.query));
  });
}
