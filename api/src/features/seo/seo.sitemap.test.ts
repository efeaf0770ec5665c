import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { sitemapXml } from './seo.documents.js';

// sitemaps.org's schema (vendored: no network here) with the xhtml:link declaration its strict
// wildcard needs; CI installs xmllint (Debian's libxml2-utils) in .ci/run.
const schema = fileURLToPath(new URL('./fixtures/sitemap-with-alternates.xsd', import.meta.url));

/** xmllint's verdict on a document: exit status and what it printed. */
function validate(xml: string): { status: number | null; output: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'sitemap.xml');
  writeFileSync(file, xml);
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { encoding: 'utf8' });
  if (result.error) throw new Error(`xmllint could not run (install libxml2-utils): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('sitemap.xml against the sitemaps.org schema', () => {
  it('is valid: loc, changefreq, priority, then the xhtml:link alternates, in every <url>', () => {
    const { status, output } = validate(sitemapXml('https://angkordigital.example'));
    expect(output).toContain('validates');
    expect(status).toBe(0);
  });

  it('is refused with the alternates before changefreq (the order the schema forbids)', () => {
    const misordered = sitemapXml('https://angkordigital.example').replace(
      /(<loc>[^<]*<\/loc>)\n((?:\s*<changefreq>[^<]*<\/changefreq>\n\s*<priority>[^<]*<\/priority>))\n((?:\s*<xhtml:link [^>]*\/>\n?)+)/g,
      (_match, loc: string, rest: string, links: string) => `${loc}\n${links.trimEnd()}\n${rest}`,
    );
    expect(misordered).not.toBe(sitemapXml('https://angkordigital.example'));
    const { status, output } = validate(misordered);
    expect(output).toMatch(/changefreq.*This element is not expected/);
    expect(status).not.toBe(0);
  });

  it('is refused with an xhtml:link lacking its hreflang (the alternates are checked too)', () => {
    const broken = sitemapXml('https://angkordigital.example').replace(' hreflang="km"', '');
    const { status, output } = validate(broken);
    expect(output).toMatch(/hreflang/);
    expect(status).not.toBe(0);
  });
});
