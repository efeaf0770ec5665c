// docs/performance.md is written by scripts only, one section per script: each owns the text between
// `<!-- section:NAME -->` and `<!-- /section:NAME -->` and replaces just that, so `npm run bench`,
// the Lighthouse run and the assistant's measurements can each refresh their own figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

export const PERFORMANCE_DOC = path.join(root, 'docs', 'performance.md');

const HEADER = `# Performance

Every figure below is written by a script in this repository (named in each section) from one run on
this machine; no figure is edited by hand and none is asserted by tests.
`;

/** The machine's 1-minute load average when the measuring script started, before its own work. */
const loadAtStart = os.loadavg()[0];

/** One line naming the machine a section was measured on, and the load it was under. */
export function machineLine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; the machine's 1-minute load average was ${loadAtStart.toFixed(2)} when the script started.`;
}

/** Replaces (or appends) the section `name` of docs/performance.md with `markdown`. */
export function writeSection(name, markdown) {
  const start = `<!-- section:${name} -->`;
  const end = `<!-- /section:${name} -->`;
  let doc = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : HEADER;
  if (!doc.startsWith(HEADER)) doc = HEADER; // an older, unsectioned file: start over
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  doc =
    from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(PERFORMANCE_DOC, doc);
}
