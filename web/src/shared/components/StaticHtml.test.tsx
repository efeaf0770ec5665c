import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { renderAt } from '../../test/render';
import { StaticHtml } from './StaticHtml';

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <StaticHtml id="intro">
        <p>rendered by the client</p>
      </StaticHtml>
      <button type="button" onClick={() => void navigate('/km')}>
        to Khmer
      </button>
    </>
  );
}

describe('StaticHtml', () => {
  // One flow in order: the module remembers that the first page has hydrated.
  it('adopts the prerendered HTML on the first page, then renders normally (other language too)', async () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = '<div data-static-html="en:intro"><p>prerendered <a href="/faq">link</a></p></div>';
    document.body.appendChild(prerendered);

    renderAt('/', <Page />);
    prerendered.remove();
    // The server's HTML stands in for the children: React neither renders nor hydrates them.
    expect(screen.getByText('prerendered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('href', '/faq');
    expect(screen.queryByText('rendered by the client')).not.toBeInTheDocument();

    // The language toggle keeps the page instance: it must not keep the English HTML.
    await userEvent.click(screen.getByRole('button', { name: 'to Khmer' }));
    expect(screen.getByText('rendered by the client')).toBeInTheDocument();
    expect(screen.queryByText('prerendered')).not.toBeInTheDocument();
  });

  it('renders its children on later screens', () => {
    renderAt('/', <StaticHtml id="intro">later screen</StaticHtml>);
    expect(screen.getByText('later screen')).toBeInTheDocument();
  });
});
