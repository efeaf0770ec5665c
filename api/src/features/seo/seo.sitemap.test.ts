import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { validateXML } from 'xmllint-wasm';
import { sitemapXml } from './seo.documents.js';

// sitemaps.org's schema (vendored: no network here) with the xhtml:link declaration its strict
// wildcard needs, checked by libxml2's xmllint compiled to WebAssembly (the npm package xmllint-wasm:
// nothing to install beside npm's packages).
const fixture = (fileName: string) => ({
  fileName,
  contents: readFileSync(new URL(`./fixtures/${fileName}`, import.meta.url), 'utf8'),
});
const schema = fixture('sitemap-with-alternates.xsd');
// The schemas it imports, by the names its schemaLocation gives them.
const imported = [fixture('sitemap.xsd'), fixture('xhtml-link.xsd')];

/** xmllint's verdict on a document: valid or not, and what it printed. */
async function validate(xml: string): Promise<{ valid: boolean; output: string }> {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema, preload: imported });
  return { valid: result.valid, output: result.rawOutput };
}

describe('sitemap.xml against the sitemaps.org schema', () => {
  it('is valid: loc, changefreq, priority, then the xhtml:link alternates, in every <url>', async () => {
    const { valid, output } = await validate(sitemapXml('https://angkordigital.example'));
    expect(output).toContain('sitemap.xml validates');
    expect(valid).toBe(true);
  });

  it('is refused with the alternates before changefreq (the order the schema forbids)', async () => {
    const misordered = sitemapXml('https://angkordigital.example').replace(
      /(<loc>[^<]*<\/loc>)\n((?:\s*<changefreq>[^<]*<\/changefreq>\n\s*<priority>[^<]*<\/priority>))\n((?:\s*<xhtml:link [^>]*\/>\n?)+)/g,
      (_match, loc: string, rest: string, links: string) => `${loc}\n${links.trimEnd()}\n${rest}`,
    );
    expect(misordered).not.toBe(sitemapXml('https://angkordigital.example'));
    const { valid, output } = await validate(misordered);
    expect(output).toMatch(/changefreq.*This element is not expected/);
    expect(valid).toBe(false);
  });

  it('is refused with an xhtml:link lacking its hreflang (the alternates are checked too)', async () => {
    const broken = sitemapXml('https://angkordigital.example').replace(' hreflang="km"', '');
    const { valid, output } = await validate(broken);
    expect(output).toMatch(/hreflang/);
    expect(valid).toBe(false);
  });
});
