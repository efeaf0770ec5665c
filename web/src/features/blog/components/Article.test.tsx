import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../../app/i18n';
import { testMessages } from '../../../test/render';
import { Article } from './Article';

describe('Article', () => {
  it('previews an English article on a Khmer page with English words, loading them first (no raw key)', async () => {
    // A Khmer page has loaded the Khmer messages only, as in the browser.
    const i18n = createI18n('km', { km: testMessages.km });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/km/blog/add']}>
          <Article
            heading="h2"
            language="en"
            article={{ title: 'Tips', summary: 'Short.', body: 'Text.', publishedAt: '2026-11-20T02:00:00.000Z' }}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText(/20 November 2026/)).not.toHaveTextContent('articles.published');
    expect(await screen.findByText('Published Friday, 20 November 2026')).toBeInTheDocument();
  });
});
