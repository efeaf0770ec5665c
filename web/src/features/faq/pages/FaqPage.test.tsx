import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ } from '@site/common';
import { renderAt } from '../../../test/render';
import FaqPage from './FaqPage';

const expandedCount = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true').length;

describe('FaqPage', () => {
  it('is titled with header.faq and has three sections of 10, 14 and 3 questions', () => {
    renderAt('/faq', <FaqPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('FAQ');
    const counts = FAQ.sections.map(
      (section) =>
        within(screen.getByRole('region', { name: section.title.en })).getAllByRole('button', { expanded: false })
          .length,
    );
    expect(counts).toEqual([10, 14, 3]);
  });

  it('keeps one question open at a time, with aria-expanded and a labelled answer region', async () => {
    const user = userEvent.setup();
    renderAt('/km/faq', <FaqPage />);
    const [first, second] = [FAQ.sections[0].items[0], FAQ.sections[2].items[1]];
    const q1 = screen.getByRole('button', { name: first.question.km });
    const q2 = screen.getByRole('button', { name: second.question.km });

    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(q1.getAttribute('aria-controls')!)!;
    expect(answer).toHaveAttribute('role', 'region');
    expect(answer).toHaveAttribute('aria-labelledby', q1.id);
    expect(answer).toHaveTextContent(first.answer.km);

    await user.click(q2);
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(expandedCount()).toBe(1);

    await user.click(q2);
    expect(expandedCount()).toBe(0);
  });

  it('links Contact Us to /booking and Learn More to / in the page language', () => {
    renderAt('/km/faq', <FaqPage />);
    const block = screen.getByRole('region', { name: FAQ.stillHaveQuestions.title.km });
    const [contact, learnMore] = within(block).getAllByRole('link');
    expect(contact).toHaveTextContent(FAQ.stillHaveQuestions.contact.label.km);
    expect(contact).toHaveAttribute('href', '/km/booking');
    expect(learnMore).toHaveTextContent(FAQ.stillHaveQuestions.learnMore.label.km);
    expect(learnMore).toHaveAttribute('href', '/km');
  });
});
