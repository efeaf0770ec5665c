// The baselines of `npm run bench`: bare node:http servers doing the same minimal work as the site,
// so the site's figures can be read as a ratio to what Node itself does on this machine.
//   BASELINE_MODE=static  serves one file from memory (BASELINE_FILE), brotli when accepted
//   BASELINE_MODE=json    answers a fixed JSON body (BASELINE_FILE) to a POST, after reading the body
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

const mode = process.env.BASELINE_MODE;
const file = process.env.BASELINE_FILE ? readFileSync(process.env.BASELINE_FILE) : Buffer.alloc(0);
const brotli = brotliCompressSync(file);
/** The site's own response headers for this answer (BASELINE_HEADERS, a JSON file), sent the same. */
const headers = process.env.BASELINE_HEADERS ? JSON.parse(readFileSync(process.env.BASELINE_HEADERS, 'utf8')) : {};

const server = createServer((req, res) => {
  if (req.url === '/ready') return res.end('ok');
  if (mode === 'static') {
    const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...headers,
      'content-length': br ? brotli.length : file.length,
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    return res.end(br ? brotli : file);
  }
  if (mode === 'json') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      res.writeHead(200, { 'content-type': 'application/json', ...headers, 'content-length': file.length });
      res.end(file);
    });
    return undefined;
  }
  res.writeHead(500).end(`unknown BASELINE_MODE ${mode}`);
  return undefined;
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
