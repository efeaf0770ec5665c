import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatInstant } from '@site/common';
import { dismissToast } from '../../../app/toast';
import {
  EditorPostsDocument,
  PostRevisionsDocument,
  PublishPostDocument,
  SavePostDocument,
  UnpublishPostDocument,
  type EditorPostsQuery,
} from '../../../gql/graphql';
import { graphQLError, mockOperation, sentVariables, type TestApolloOptions } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { Toaster } from '../../../layout/Toaster';
import BlogAddPage from './BlogAddPage';

const PHOTO_ID = '0b5c7a1e-2f3d-4c5b-8a9e-1d2c3b4a5f60';
// __typename as the server sends it: Apollo's cache matches the ImageFields fragment by it.
const PHOTO = {
  __typename: 'Image' as const,
  id: PHOTO_ID,
  width: 1500,
  height: 1000,
  alt: 'A courtyard',
  src: `/media/images/${PHOTO_ID}/abcdef0123456789-960.webp`,
  sources: [
    { type: 'image/avif', srcset: `/media/images/${PHOTO_ID}/abcdef0123456789-320.avif 320w` },
    { type: 'image/webp', srcset: `/media/images/${PHOTO_ID}/abcdef0123456789-320.webp 320w` },
  ],
};

const STORED: EditorPostsQuery['posts'][number] = {
  id: '6f0a4c1e-0000-4000-8000-000000000001',
  slug: 'guesthouse-website',
  status: 'PUBLISHED',
  revision: 3,
  publishedAt: '2026-11-20T02:00:00.000Z',
  everPublished: true,
  updatedAt: '2026-11-21T02:00:00.000Z',
  tags: ['websites'],
  coverImage: PHOTO,
  images: [PHOTO],
  titles: { en: 'Five things a guesthouse website needs', km: 'រឿងប្រាំយ៉ាង' },
  summaries: { en: 'A short list.', km: 'បញ្ជីខ្លី។' },
  bodies: { en: `## Photos\n\nShow your rooms <b>now</b>.\n\n![A room](image:${PHOTO_ID})`, km: '## រូបថត' },
};

const DRAFT_ID = '6f0a4c1e-0000-4000-8000-000000000009';
/** An article published once, then taken down (a draft again). */
const TAKEN_DOWN_ID = '6f0a4c1e-0000-4000-8000-00000000000a';

/** The revisions of STORED, for tests that do not look at them (the editor asks when an article opens). */
const noRevisions = mockOperation(PostRevisionsDocument, { id: STORED.id }, { data: { postRevisions: [] } });

const render = (mocks: TestApolloOptions['mocks'], path = '/blog/add') =>
  renderAt(
    path,
    <>
      <BlogAddPage routeId="blog-add" />
      <Toaster />
    </>,
    { mocks },
  );

/** datetime-local's value: the local date and time, to the minute (in the process's zone, as the input reads it). */
const local = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The server's answer to publishing the draft `id` at `at`: scheduled. */
const scheduledAnswer = (id: string, at: Date) =>
  mockOperation(PublishPostDocument, () => true, {
    data: {
      publishPost: {
        id,
        status: 'SCHEDULED',
        revision: 4,
        publishedAt: at.toISOString(),
        everPublished: true,
        updatedAt: at.toISOString(),
      },
    },
  });

describe('BlogAddPage (the article editor)', () => {
  afterEach(() => act(() => dismissToast()));

  it('previews the Markdown as it will be published, with raw HTML shown as text', async () => {
    const user = userEvent.setup();
    render([mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }), noRevisions]);
    await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
    const preview = screen.getByTestId('post-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
    expect(preview.innerHTML).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(preview.querySelector('b')).toBeNull();
    // The uploaded image shows as the published page shows it: AVIF and WebP, its size, lazy.
    const picture = preview.querySelector('picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(PHOTO.sources[0].srcset);
    expect(within(preview).getByRole('img', { name: 'A room' })).toHaveAttribute('width', '1500');
    expect(within(preview).getByRole('img', { name: 'A room' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('img', { name: 'A courtyard' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Khmer' }));
    expect(
      within(screen.getByTestId('post-preview')).getByRole('heading', { level: 2, name: 'រូបថត' }),
    ).toBeInTheDocument();
  });

  it('keeps the open article in the address: a reload or a shared link opens it again', async () => {
    const user = userEvent.setup();
    render(
      [mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }), noRevisions],
      `/blog/add?id=${STORED.id}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue(
        'Five things a guesthouse website needs',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'New article' }));
    expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue('');
  });

  it('lists who saved each revision and when, newest first', async () => {
    const user = userEvent.setup();
    render([
      mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }),
      mockOperation(
        PostRevisionsDocument,
        { id: STORED.id },
        {
          data: {
            postRevisions: [1, 2, 3].map((revision) => ({
              revision,
              savedAt: `2026-11-2${revision}T02:00:00.000Z`,
              savedBy: revision === 3 ? 'sokha@angkordigital.test' : 'dara@angkordigital.test',
              titles: { en: revision === 1 ? 'Guesthouse websites' : STORED.titles.en, km: STORED.titles.km },
            })),
          },
        },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
    const history = await screen.findByRole('region', { name: 'Revisions' });
    const lines = await within(history).findAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent(/^Revision 3 · sokha@angkordigital\.test · /);
    expect(lines[0]).toHaveTextContent('Monday, 23 November 2026, 9:00 AM');
    expect(lines[2]).toHaveTextContent(/^Revision 1 · dara@angkordigital\.test · .*Guesthouse websites/);
  });

  it('saves from the revision it was opened at, and shows a conflict instead of overwriting', async () => {
    const user = userEvent.setup();
    render([
      mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }),
      noRevisions,
      mockOperation(
        SavePostDocument,
        (variables) => variables.id === STORED.id && variables.expectedRevision === 3,
        graphQLError({
          code: 'CONFLICT',
          message:
            'Someone else saved this article while you were editing it. Reload it to see their changes, then make yours again.',
        }),
      ),
      mockOperation(
        SavePostDocument,
        (variables) => variables.id === STORED.id && variables.expectedRevision === undefined,
        { data: { savePost: { ...STORED, revision: 5, titles: { en: 'Six things', km: 'រឿងប្រាំយ៉ាង' } } } },
      ),
      mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
    await user.clear(screen.getByRole('textbox', { name: /^Title \(English\)/ }));
    await user.type(screen.getByRole('textbox', { name: /^Title \(English\)/ }), 'Six things');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this article');
    expect(sentVariables(SavePostDocument)).toEqual([
      expect.objectContaining({
        id: STORED.id,
        expectedRevision: 3,
        input: expect.objectContaining({
          slug: 'guesthouse-website',
          title: { en: 'Six things', km: 'រឿងប្រាំយ៉ាង' },
          tags: ['websites'],
          coverImageId: PHOTO_ID,
        }),
      }),
    ]);
    // What was typed stays in the form.
    expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue('Six things');
    // Asked to, it is saved over the other version (which stays in the revisions): no expected revision.
    await user.click(screen.getByRole('button', { name: 'Save my version over theirs' }));
    await waitFor(() => expect(sentVariables(SavePostDocument)).toHaveLength(2));
    expect(sentVariables(SavePostDocument)[1]).toMatchObject({
      id: STORED.id,
      input: expect.objectContaining({ title: { en: 'Six things', km: 'រឿងប្រាំយ៉ាង' } }),
    });
    expect(sentVariables(SavePostDocument)[1]).not.toHaveProperty('expectedRevision', 3);
  });

  it('schedules publication at a later time on the staff member’s own clock; a time that has passed is refused in words', async () => {
    const user = userEvent.setup();
    const draft = { ...STORED, status: 'DRAFT' as const, publishedAt: null, everPublished: false };
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    at.setSeconds(0, 0);
    render([
      mockOperation(EditorPostsDocument, {}, { data: { posts: [draft] } }),
      noRevisions,
      mockOperation(SavePostDocument, () => true, { data: { savePost: draft } }),
      scheduledAnswer(draft.id, at),
      mockOperation(EditorPostsDocument, {}, { data: { posts: [draft] } }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
    const when = screen.getByLabelText('Or publish later, at');
    await user.type(when, local(new Date(Date.now() - 3600_000)));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a date and time in the future.')).toBeInTheDocument();
    expect(sentVariables(PublishPostDocument)).toEqual([]);
    await user.clear(when);
    await user.type(when, local(at));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sentVariables(PublishPostDocument)).toEqual([{ id: draft.id, at: at.toISOString() }]));
    expect(await screen.findByText('Scheduled: it goes on the site by itself at the time given.')).toBeInTheDocument();
  });

  describe('a staff member whose own clock is not the office’s (a trip abroad)', () => {
    // The browser's own zone, as the editor reads it (Intl's default); jest's process.env cannot change it.
    // The datetime-local value is still read on the process's own clock: these tests check that what the
    // editor shows agrees with the moment it sends, not how a browser abroad reads the typed time.
    const realDefault = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    const ownZoneIs = (zone: string) =>
      jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        const options = resolvedOptions.call(this);
        return options.timeZone === realDefault ? { ...options, timeZone: zone } : options;
      });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('sees the chosen time on the office’s clock too, as it is chosen, and schedules that moment', async () => {
      ownZoneIs('America/New_York');
      const user = userEvent.setup();
      const draft = { ...STORED, status: 'DRAFT' as const, publishedAt: null, everPublished: false };
      const at = new Date(Date.now() + 3 * 24 * 3600_000);
      at.setSeconds(0, 0);
      const scheduled = { ...draft, status: 'SCHEDULED' as const, publishedAt: at.toISOString(), everPublished: true };
      render([
        mockOperation(EditorPostsDocument, {}, { data: { posts: [draft] } }),
        noRevisions,
        mockOperation(SavePostDocument, () => true, { data: { savePost: draft } }),
        scheduledAnswer(draft.id, at),
        mockOperation(EditorPostsDocument, {}, { data: { posts: [scheduled] } }),
        noRevisions,
      ]);
      await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
      const when = screen.getByLabelText('Or publish later, at');
      expect(screen.getByText(/^On your own clock \(New York time \(GMT-[45]\)\)\./)).not.toHaveTextContent('That is');
      await user.type(when, local(at));
      const office = formatInstant(at, 'Asia/Phnom_Penh', 'en');
      expect(screen.getByText(/^On your own clock/)).toHaveTextContent(`That is ${office}.`);
      expect(office).toMatch(/Cambodia time \(GMT\+7\)$/);
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
      await waitFor(() => expect(sentVariables(PublishPostDocument)).toEqual([{ id: draft.id, at: at.toISOString() }]));
    });

    it('sees a scheduled piece’s time on the office’s clock too, in Khmer; at the office the time is said once', async () => {
      ownZoneIs('Asia/Tokyo');
      const user = userEvent.setup();
      const at = new Date(Date.now() + 5 * 24 * 3600_000);
      at.setSeconds(0, 0);
      const scheduled = { ...STORED, status: 'SCHEDULED' as const, publishedAt: at.toISOString() };
      const { unmount } = render(
        [mockOperation(EditorPostsDocument, {}, { data: { posts: [scheduled] } }), noRevisions],
        '/km/blog/add',
      );
      await user.click(await screen.findByRole('button', { name: /រឿងប្រាំយ៉ាង/ }));
      expect(await screen.findByTestId('scheduled-for')).toHaveTextContent(
        `ដែលត្រូវនឹង ${formatInstant(at, 'Asia/Phnom_Penh', 'km')}។`,
      );
      unmount();

      jest.restoreAllMocks();
      ownZoneIs('Asia/Phnom_Penh');
      render([mockOperation(EditorPostsDocument, {}, { data: { posts: [scheduled] } }), noRevisions], '/km/blog/add');
      await user.click(await screen.findByRole('button', { name: /រឿងប្រាំយ៉ាង/ }));
      expect(await screen.findByTestId('scheduled-for')).not.toHaveTextContent('ដែលត្រូវនឹង');
      await user.type(screen.getByLabelText(/^ឬផ្សាយនៅពេលក្រោយ/), local(at));
      expect(screen.getByText(/^តាមម៉ោងរបស់អ្នក/)).not.toHaveTextContent('ដែលត្រូវនឹង');
    });
  });

  it('says, as a once-published article’s slug changes, that its old address will lead to the new one', async () => {
    const user = userEvent.setup();
    render([
      mockOperation(
        EditorPostsDocument,
        {},
        {
          data: {
            posts: [
              STORED,
              { ...STORED, id: DRAFT_ID, status: 'DRAFT', publishedAt: null, everPublished: false },
              { ...STORED, id: TAKEN_DOWN_ID, status: 'DRAFT', publishedAt: null, everPublished: true },
            ],
          },
        },
      ),
      noRevisions,
      mockOperation(PostRevisionsDocument, { id: DRAFT_ID }, { data: { postRevisions: [] } }),
      mockOperation(PostRevisionsDocument, { id: TAKEN_DOWN_ID }, { data: { postRevisions: [] } }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: /Five things a guesthouse website needs/ }))[0]!);
    const slug = screen.getByRole('textbox', { name: /^Address \(slug\)/ });
    expect(screen.queryByText('The old address will lead here.')).toBeNull();
    await user.type(slug, '-2026');
    expect(screen.getByText('The old address will lead here.')).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, STORED.slug);
    expect(screen.queryByText('The old address will lead here.')).toBeNull();

    // A draft was never on the site: it has no old address.
    await user.click(screen.getAllByRole('button', { name: /Five things a guesthouse website needs/ })[1]!);
    await user.type(screen.getByRole('textbox', { name: /^Address \(slug\)/ }), '-2026');
    expect(screen.queryByText('The old address will lead here.')).toBeNull();
    expect(screen.getByText(/Lower-case letters, digits and hyphens/)).toBeInTheDocument();

    // A draft that was on the site before (taken down): the server keeps its old address leading to it.
    await user.click(screen.getAllByRole('button', { name: /Five things a guesthouse website needs/ })[2]!);
    await user.type(screen.getByRole('textbox', { name: /^Address \(slug\)/ }), '-2026');
    expect(screen.getByText('The old address will lead here.')).toBeInTheDocument();
  });

  it('asks before unpublishing: keeping it sends nothing, confirming takes the article off the site', async () => {
    const user = userEvent.setup();
    const unpublished = { ...STORED, status: 'DRAFT' as const, revision: 4 };
    render([
      mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }),
      noRevisions,
      mockOperation(UnpublishPostDocument, { id: STORED.id }, { data: { unpublishPost: unpublished } }),
      mockOperation(EditorPostsDocument, {}, { data: { posts: [unpublished] } }),
      mockOperation(PostRevisionsDocument, { id: STORED.id }, { data: { postRevisions: [] } }),
    ]);
    await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Take it off the site?' });
    expect(dialog).toHaveTextContent(
      '“Five things a guesthouse website needs” leaves the site now: its page can no longer be opened',
    );
    // Focus starts on keeping it: Enter never takes an article down by accident.
    expect(within(dialog).getByRole('button', { name: 'Keep it published' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentVariables(UnpublishPostDocument)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    dialog = await screen.findByRole('dialog', { name: 'Take it off the site?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, unpublish' }));
    await waitFor(() => expect(sentVariables(UnpublishPostDocument)).toEqual([{ id: STORED.id }]));
    expect(await screen.findByText('Taken off the site; it stays as a draft')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The Unpublish button is gone with the status: the focus is on the form, not lost to the page.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Article being edited' })).toHaveFocus());
  });

  it('keeps the dialog open with the reason when unpublishing is refused, and warns of unsaved typing', async () => {
    const user = userEvent.setup();
    render([
      mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }),
      noRevisions,
      mockOperation(
        UnpublishPostDocument,
        { id: STORED.id },
        graphQLError({ code: 'FORBIDDEN', message: 'Your session has ended. Sign in again.' }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: /Five things a guesthouse website needs/ }));
    await user.type(screen.getByRole('textbox', { name: /^Title \(English\)/ }), ' (draft)');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take it off the site?' });
    expect(dialog).toHaveTextContent('What you typed here and did not save will be lost');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, unpublish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your session has ended. Sign in again.');
    expect(screen.getByRole('dialog', { name: 'Take it off the site?' })).toBeInTheDocument();
    // What was typed is still there behind it.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it published' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue(
      'Five things a guesthouse website needs (draft)',
    );
  });

  it.each([
    ['on a phone, where the list stands above the form, goes to its form', 700],
    ['on a computer, where the form stands beside the list, stays at the list', 100],
  ])('choosing an article %s', async (_, formTop) => {
    const user = userEvent.setup();
    // The list (a nav) from 100 to 500 px; the form below it (one column) or beside it.
    const boxes = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.tagName === 'NAV' ? 100 : formTop;
      const height = this.tagName === 'NAV' ? 400 : 1200;
      return { x: 0, y: top, left: 0, top, width: 360, height, right: 360, bottom: top + height } as DOMRect;
    });
    const scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      render([mockOperation(EditorPostsDocument, {}, { data: { posts: [STORED] } }), noRevisions]);
      const item = await screen.findByRole('button', { name: /Five things a guesthouse website needs/ });
      await user.click(item);
      await screen.findByDisplayValue(STORED.slug);
      if (formTop > 500) {
        // The keyboard's next Tab goes into the form, and the form's top is on screen.
        await waitFor(() => expect(screen.getByRole('region', { name: 'Article being edited' })).toHaveFocus());
        expect(scrolls.mock.lastCall).toEqual([{ top: 700 - 16 }]);
      } else {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        expect(item).toHaveFocus();
        expect(scrolls).not.toHaveBeenCalled();
      }
    } finally {
      boxes.mockRestore();
      scrolls.mockRestore();
    }
  });

  it('names the fields the server refused, in Khmer on Khmer pages', async () => {
    const user = userEvent.setup();
    render(
      [
        mockOperation(EditorPostsDocument, {}, { data: { posts: [] } }),
        mockOperation(
          SavePostDocument,
          () => true,
          graphQLError({
            code: 'BAD_USER_INPUT',
            // As the api words it: the message is the problems' own sentences.
            message: 'សូមដាក់អាសយដ្ឋាន (slug) ឱ្យអត្ថបទ។ សូមសរសេរចំណងជើងជាភាសាខ្មែរ។',
            fields: { slug: 'សូមដាក់អាសយដ្ឋាន (slug) ឱ្យអត្ថបទ។', 'title.km': 'សូមសរសេរចំណងជើងជាភាសាខ្មែរ។' },
          }),
        ),
      ],
      '/km/blog/add',
    );
    await user.click(await screen.findByRole('button', { name: 'រក្សាទុកសេចក្ដីព្រាង' }));
    expect(await screen.findByText('សូមដាក់អាសយដ្ឋាន (slug) ឱ្យអត្ថបទ។')).toBeInTheDocument();
  });
});
