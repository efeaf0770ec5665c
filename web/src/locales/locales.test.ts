import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { PAGE_ROUTES } from '@site/common';
import { UNTRANSLATED_KEYS } from './untranslated';

type Tree = { [key: string]: string | Tree };

// Read as files: jest's ESM mode warns on JSON imports without import attributes.
const read = (file: string): Tree => JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as Tree;
/** Both parts of a language's messages (app/i18n.ts): what any page shows, and the staff workspace's. */
const load = (language: string): Tree => ({ ...read(`${language}.json`), ...read(`staff/${language}.json`) });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const en = flatten(load('en'));
const km = flatten(load('km'));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it("keep each group of messages in one part: a visitor's pages never load the staff part", () => {
    for (const language of ['en', 'km']) {
      const staffGroups = Object.keys(read(`staff/${language}.json`));
      expect(staffGroups.length).toBeGreaterThan(0);
      expect(staffGroups.filter((group) => group in read(`${language}.json`))).toEqual([]);
    }
    expect(Object.keys(read('staff/km.json'))).toEqual(Object.keys(read('staff/en.json')));
  });

  it('have the same keys in English and Khmer', () => {
    expect([...en.keys()].filter((key) => !km.has(key))).toEqual([]);
    expect([...km.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('translate every string unless the key is allow-listed', () => {
    const same = [...en].filter(([key, text]) => km.get(key) === text && !(key in UNTRANSLATED_KEYS));
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('list only existing keys as deliberately untranslated', () => {
    expect(Object.keys(UNTRANSLATED_KEYS).filter((key) => !en.has(key))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...en].filter(([key, text]) => {
      const other = km.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have no empty strings', () => {
    expect([...en, ...km].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('give every page a title and a meta description', () => {
    const missing = PAGE_ROUTES.flatMap(({ id }) =>
      ['title', 'description'].map((field) => `pages.${id}.${field}`).filter((key) => !en.has(key)),
    );
    expect(missing).toEqual([]);
  });
});
