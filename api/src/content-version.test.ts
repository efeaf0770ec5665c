import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { contentVersion, contentVersionSql, CONTENT_SOURCES, recordDeletion } from './content-version.js';
import { postsFeature } from './features/posts/index.js';
import { testimonialsFeature } from './features/testimonials/index.js';
import { startTestApp, type TestApp } from './test/test-app.js';
import { waitUntil } from './test/wait.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'silent' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const draft = (slug: string) => ({
  slug,
  title: { en: 'Rainy season tips', km: 'គន្លឹះរដូវវស្សា' },
  summary: { en: 'Keep guests dry.', km: 'ធ្វើឱ្យភ្ញៀវស្ងួត។' },
  body: { en: 'Umbrellas.', km: 'ឆ័ត្រ។' },
  tags: [],
});

describe('the content version', () => {
  it('changes with every write to a content table, and when a scheduled article comes due', async () => {
    const { posts } = t.app.use(postsFeature);
    // Read every time (freshMs 0), so each step sees the database as it is.
    const version = contentVersion(t.app.orm, CONTENT_SOURCES, 0);
    const before = await version.current();
    expect(await version.current()).toBe(before);

    const saved = await posts.save(undefined, draft('rainy-season'), undefined, 'staff@example.com');
    const afterSave = await version.current();
    expect(afterSave).not.toBe(before);

    const due = new Date(Date.now() + 1500);
    await posts.publish(saved.id, due, 'staff@example.com');
    const scheduled = await version.current();
    expect(scheduled).not.toBe(afterSave);
    // Nothing is written when the time comes: the version still changes, as the article shows from then on.
    await waitUntil('the publishing time', () => Date.now() > due.getTime() + 50, 10_000);
    const shown = await version.current();
    expect(shown).not.toBe(scheduled);
    expect(await version.current()).toBe(shown);

    await posts.unpublish(saved.id, 'staff@example.com');
    expect(await version.current()).not.toBe(shown);
  });

  it('never returns to an earlier version when the newest row is deleted again', async () => {
    const { testimonials } = t.app.use(testimonialsFeature);
    const version = contentVersion(t.app.orm, CONTENT_SOURCES, 0);
    const before = await version.current();
    const both = (text: string) => ({ en: text, km: `${text} (km)` });
    const added = await testimonials.save(
      undefined,
      { quote: both('Fast.'), name: both('Sok'), role: both('Owner'), company: both('Spa'), published: true },
      undefined,
      'staff@example.com',
    );
    const shown = await version.current();
    expect(shown).not.toBe(before);
    // The table is as it was before (its max(updated_at) and count): the version is a new one all the same.
    await testimonials.delete(added.id, undefined, 'staff@example.com');
    const gone = await version.current();
    expect([before, shown]).not.toContain(gone);
  });

  it('tells a watcher about a change within its interval, and stops when asked', async () => {
    const { posts } = t.app.use(postsFeature);
    const version = contentVersion(t.app.orm);
    const seen: string[] = [];
    const stop = version.watch(100, (changed) => seen.push(changed));
    await waitUntil('the first reading', async () => (await version.current()).length === 32);
    expect(seen).toEqual([]);
    await posts.save(undefined, draft('dry-season'), undefined, 'staff@example.com');
    await waitUntil('the change seen', () => seen.length === 1, 5000);
    expect(await version.current()).toBe(seen[0]);
    await stop();
  });

  it("sees this instance's own writes at once, not at its next reading", async () => {
    const { posts } = t.app.use(postsFeature);
    const version = contentVersion(t.app.orm);
    const seen: string[] = [];
    // Read once a minute: only the write itself can make it read again within this test.
    const stop = version.watch(60_000, (changed) => seen.push(changed));
    await waitUntil('the first reading', async () => (await version.current()).length === 32);
    const before = await version.current();

    const saved = await posts.save(undefined, draft('cool-season'), undefined, 'staff@example.com');
    const afterSave = await version.current();
    expect(afterSave).not.toBe(before);
    await posts.publish(saved.id, undefined, 'staff@example.com');
    const published = await version.current();
    expect(published).not.toBe(afterSave);
    // Read from the database the same way (freshMs 0): the value the write left there.
    expect(published).toBe(await contentVersion(t.app.orm, CONTENT_SOURCES, 0).current());
    await waitUntil('the watcher told', () => seen.at(-1) === published, 5000);

    await stop();
  });

  it('waits for the outermost transaction of a nested one to commit before reading again', async () => {
    const version = contentVersion(t.app.orm);
    const stop = version.watch(60_000, () => undefined);
    await waitUntil('the first reading', async () => (await version.current()).length === 32);
    const before = await version.current();
    await t.app.orm.em.fork().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        recordDeletion(inner, 'images', randomUUID(), 'staff@example.com');
      });
      // The savepoint is released, nothing is committed: the version is still the one before.
      expect(await version.current()).toBe(before);
    });
    const committed = await version.current();
    expect(committed).not.toBe(before);
    expect(committed).toBe(await contentVersion(t.app.orm, CONTENT_SOURCES, 0).current());
    await stop();
  });

  it('names only tables in its SQL', () => {
    expect(contentVersionSql([{ table: 'posts' }])).toContain('FROM posts');
    expect(() => contentVersionSql([{ table: 'posts; DROP TABLE posts' }])).toThrow(/not a table name/);
  });
});
