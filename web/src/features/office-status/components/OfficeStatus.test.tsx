import { describe, expect, it } from '@jest/globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen } from '@testing-library/react';
import { ServerTimeDocument, SiteInfoDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { OfficeStatusLine } from './OfficeStatus';

const openingHours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00', timezone: 'Asia/Phnom_Penh' };
const siteInfo = (language: 'en' | 'km') => ({
  request: { query: SiteInfoDocument, variables: { language } },
  result: { data: { siteInfo: { openingHours } } },
});
const serverTime = (businessLocalTime: string, isBusinessOpen: boolean) => ({
  request: { query: ServerTimeDocument },
  result: { data: { serverTime: { businessLocalTime, isBusinessOpen } } },
});

describe('OfficeStatusLine', () => {
  it('shows the business clock, open state and hours from the API', async () => {
    renderAt(
      '/',
      <MockedProvider mocks={[siteInfo('en'), serverTime('14:32', true)]}>
        <OfficeStatusLine />
      </MockedProvider>,
    );
    expect(await screen.findByText('Siem Reap 14:32 · Open now (Mon–Fri 9:00 AM–5:00 PM)')).toBeInTheDocument();
  });

  it('speaks Khmer on Khmer pages', async () => {
    renderAt(
      '/km/faq',
      <MockedProvider mocks={[siteInfo('km'), serverTime('18:05', false)]}>
        <OfficeStatusLine />
      </MockedProvider>,
    );
    expect(await screen.findByText('ក្រុងសៀមរាប 18:05 · បិទហើយ (ថ្ងៃច័ន្ទ–សុក្រ ម៉ោង 9:00 ព្រឹក–5:00 ល្ងាច)')).toBeInTheDocument();
  });

  it('falls back to the hours alone when the live clock fails', async () => {
    renderAt(
      '/',
      <MockedProvider
        mocks={[siteInfo('en'), { request: { query: ServerTimeDocument }, error: new Error('socket closed') }]}
      >
        <OfficeStatusLine />
      </MockedProvider>,
    );
    expect(await screen.findByText('Office hours: Mon–Fri 9:00 AM–5:00 PM')).toBeInTheDocument();
  });

  it('renders nothing when the API is unreachable', async () => {
    const { container } = renderAt(
      '/',
      <MockedProvider
        mocks={[{ request: { query: SiteInfoDocument, variables: { language: 'en' } }, error: new Error('offline') }]}
      >
        <OfficeStatusLine />
      </MockedProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });
});
