/**
 * Text for HTML (or XML) text and quoted attribute values: the five characters that could end either
 * are written as entities, the same ones React writes, so a test can look for a page's text in its HTML.
 * Used by the server's pages and e-mails, the prerendered <head>, the sitemap and the e2e tests.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
