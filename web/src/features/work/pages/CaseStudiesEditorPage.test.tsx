import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import {
  CaseStudyRevisionsDocument,
  EditorCaseStudiesDocument,
  EditorTestimonialsDocument,
  SaveCaseStudyDocument,
  UnpublishCaseStudyDocument,
} from '../../../gql/graphql';
import { graphQLError, mockOperation, sentVariables } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { Toaster } from '../../../layout/Toaster';
import CaseStudiesEditorPage from './CaseStudiesEditorPage';

const both = (en: string, km: string) => ({ __typename: 'LocalizedText' as const, en, km });
const STORED = {
  __typename: 'CaseStudy' as const,
  id: '6f0a4c1e-0000-4000-8000-000000000002',
  slug: 'banyan-courtyard',
  status: 'PUBLISHED' as const,
  revision: 2,
  publishedAt: '2026-11-20T02:00:00.000Z',
  everPublished: true,
  updatedAt: '2026-11-21T02:00:00.000Z',
  services: ['web-design'],
  photos: [],
  images: [],
  texts: {
    __typename: 'CaseStudyTexts' as const,
    title: both('Direct bookings for a guesthouse', 'ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់'),
    summary: both('A bilingual website.', 'គេហទំព័រពីរភាសា។'),
    client: both('Banyan Courtyard', 'Banyan Courtyard'),
    industry: both('Hospitality', 'បដិសណ្ឋារកិច្ច'),
    problem: both('Commission on <b>every</b> room.', 'កម្រៃជើងសារ។'),
    work: both('## Site\n\nA new site.', 'គេហទំព័រថ្មី។'),
    results: both('Up 40%.', 'កើនឡើង ៤០%។'),
    quote: null,
    quoteBy: null,
  },
};

describe('CaseStudiesEditorPage', () => {
  afterEach(() => act(() => dismissToast()));

  it('previews with the published page component, and shows a conflict instead of overwriting', async () => {
    const user = userEvent.setup();
    renderAt(
      '/dashboard/case-studies',
      <>
        <CaseStudiesEditorPage routeId="case-studies-editor" />
        <Toaster />
      </>,
      {
        mocks: [
          mockOperation(EditorCaseStudiesDocument, {}, { data: { caseStudies: [STORED] } }),
          mockOperation(CaseStudyRevisionsDocument, { id: STORED.id }, { data: { caseStudyRevisions: [] } }),
          mockOperation(EditorTestimonialsDocument, {}, { data: { testimonials: [] } }),
          mockOperation(
            SaveCaseStudyDocument,
            (variables) => variables.id === STORED.id && variables.expectedRevision === 2,
            graphQLError({
              code: 'CONFLICT',
              message: 'Someone else saved this case study while you were editing it.',
            }),
          ),
        ],
      },
    );
    await user.click(await screen.findByRole('button', { name: /Direct bookings for a guesthouse/ }));
    const preview = screen.getByTestId('case-preview');
    expect(
      within(preview).getByRole('heading', { level: 2, name: 'Direct bookings for a guesthouse' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Site' })).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Khmer' }));
    expect(
      within(screen.getByTestId('case-preview')).getByRole('heading', { level: 2, name: 'ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this case study');
    expect(sentVariables(SaveCaseStudyDocument)).toEqual([
      expect.objectContaining({
        id: STORED.id,
        expectedRevision: 2,
        input: expect.objectContaining({
          slug: 'banyan-courtyard',
          services: ['web-design'],
          photoIds: [],
          quote: null,
        }),
      }),
    ]);
  });

  it('says in Khmer, as a published case study’s slug changes, that its old address will lead to the new one', async () => {
    const user = userEvent.setup();
    renderAt('/km/dashboard/case-studies', <CaseStudiesEditorPage routeId="case-studies-editor" />, {
      mocks: [
        mockOperation(EditorCaseStudiesDocument, {}, { data: { caseStudies: [STORED] } }),
        mockOperation(CaseStudyRevisionsDocument, { id: STORED.id }, { data: { caseStudyRevisions: [] } }),
        mockOperation(EditorTestimonialsDocument, {}, { data: { testimonials: [] } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់/ }));
    expect(screen.queryByText('អាសយដ្ឋានចាស់នឹងនាំមកទីនេះ។')).toBeNull();
    await user.type(screen.getByDisplayValue('banyan-courtyard'), '-siem-reap');
    expect(screen.getByText('អាសយដ្ឋានចាស់នឹងនាំមកទីនេះ។')).toBeInTheDocument();
  });

  it('asks in Khmer before a scheduled case study is unpublished, naming it and what follows', async () => {
    const user = userEvent.setup();
    const scheduled = { ...STORED, status: 'SCHEDULED' as const, publishedAt: '2027-01-10T02:00:00.000Z' };
    renderAt('/km/dashboard/case-studies', <CaseStudiesEditorPage routeId="case-studies-editor" />, {
      mocks: [
        mockOperation(EditorCaseStudiesDocument, {}, { data: { caseStudies: [scheduled] } }),
        mockOperation(CaseStudyRevisionsDocument, { id: STORED.id }, { data: { caseStudyRevisions: [] } }),
        mockOperation(EditorTestimonialsDocument, {}, { data: { testimonials: [] } }),
        mockOperation(
          UnpublishCaseStudyDocument,
          { id: STORED.id },
          {
            data: {
              unpublishCaseStudy: {
                id: STORED.id,
                status: 'DRAFT',
                revision: 3,
                publishedAt: null,
                everPublished: true,
                updatedAt: '2026-11-22T02:00:00.000Z',
              },
            },
          },
        ),
        mockOperation(EditorCaseStudiesDocument, {}, { data: { caseStudies: [{ ...scheduled, status: 'DRAFT' }] } }),
        // Read again by the editor opened on the draft it became.
        ...[1, 2].map(() =>
          mockOperation(CaseStudyRevisionsDocument, { id: STORED.id }, { data: { caseStudyRevisions: [] } }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់/ }));
    await user.click(screen.getByRole('button', { name: 'ឈប់ផ្សាយ' }));
    const dialog = await screen.findByRole('dialog', { name: 'បោះបង់ការកំណត់ពេលផ្សាយមែនទេ?' });
    expect(dialog).toHaveTextContent('«ការកក់ផ្ទាល់សម្រាប់ផ្ទះសំណាក់» នឹងមិនបង្ហាញនៅលើគេហទំព័រនៅពេលដែលបានកំណត់ទេ។');
    expect(within(dialog).getByRole('button', { name: 'ទុកឱ្យនៅកំណត់ពេលផ្សាយដដែល' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'បាទ/ចាស បោះបង់' }));
    await waitFor(() => expect(sentVariables(UnpublishCaseStudyDocument)).toEqual([{ id: STORED.id }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('region', { name: 'ករណីសិក្សាដែលកំពុងកែសម្រួល' })).toHaveFocus());
  });
});
