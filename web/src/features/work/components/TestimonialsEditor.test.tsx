import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { DeleteTestimonialDocument, EditorTestimonialsDocument } from '../../../gql/graphql';
import { graphQLError, mockOperation, sentVariables } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { Toaster } from '../../../layout/Toaster';
import { TestimonialsEditor } from './TestimonialsEditor';

const both = (en: string, km: string) => ({ __typename: 'LocalizedText' as const, en, km });
const testimonial = (id: string, name: [string, string], revision: number) => ({
  __typename: 'Testimonial' as const,
  id,
  published: true,
  position: 10,
  revision,
  photo: null,
  quotes: both('They answered within minutes.', 'ពួកគេឆ្លើយតបក្នុងរយៈពេលប៉ុន្មាននាទី។'),
  names: both(...name),
  roles: both('Owner', 'ម្ចាស់'),
  companies: both('Lotus Spa, Siem Reap', 'ស្ប៉ា Lotus ក្រុងសៀមរាប'),
});
const DARA = testimonial('5c1d7e2a-0000-4000-8000-000000000001', ['Sok Dara', 'សុខ ដារា'], 3);
const VANNAK = testimonial('5c1d7e2a-0000-4000-8000-000000000002', ['Pich Vannak', 'ពេជ្រ វណ្ណៈ'], 1);

const listed = (...items: ReturnType<typeof testimonial>[]) =>
  mockOperation(EditorTestimonialsDocument, {}, { data: { testimonials: items } });

describe('TestimonialsEditor', () => {
  afterEach(() => act(() => dismissToast()));

  it('asks before deleting a testimonial, named in the editor language, then says so and lists the rest again', async () => {
    const user = userEvent.setup();
    renderAt(
      '/km/dashboard/case-studies',
      <>
        <TestimonialsEditor />
        <Toaster />
      </>,
      {
        mocks: [
          listed(DARA, VANNAK),
          mockOperation(
            DeleteTestimonialDocument,
            { id: DARA.id, expectedRevision: 3 },
            { data: { deleteTestimonial: { message: 'សក្ខីកម្មត្រូវបានលុបហើយ៖ ទំព័រដើមលែងបង្ហាញវាទៀតហើយ។' } } },
          ),
          listed(VANNAK),
        ],
      },
    );
    const remove = await screen.findByRole('button', { name: 'លុប សក្ខីកម្មរបស់ សុខ ដារា' });

    // Keeping it changes nothing, and the focus comes back to the button.
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'លុបសក្ខីកម្មនេះមែនទេ?' });
    expect(dialog).toHaveAccessibleDescription(/សក្ខីកម្មរបស់ សុខ ដារា នឹងលែងបង្ហាញនៅលើទំព័រដើម/);
    expect(within(dialog).getByRole('button', { name: 'កុំលុប' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(sentVariables(DeleteTestimonialDocument)).toEqual([]);

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'លុបសក្ខីកម្មនេះមែនទេ?' });
    await user.click(within(dialog).getByRole('button', { name: 'លុប' }));
    expect(await screen.findByText('សក្ខីកម្មត្រូវបានលុបហើយ៖ ទំព័រដើមលែងបង្ហាញវាទៀតហើយ។')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sok Dara' })).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Pich Vannak' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'សក្ខីកម្ម' })).toHaveFocus();
    expect(sentVariables(DeleteTestimonialDocument)).toEqual([{ id: DARA.id, expectedRevision: 3 }]);
    expect(sentVariables(EditorTestimonialsDocument)).toHaveLength(2);
  });

  it('shows a refusal in the dialog and keeps the testimonial', async () => {
    const user = userEvent.setup();
    const message =
      'Someone else saved this testimonial while you were editing it. Reload it to see their changes, then make yours again.';
    renderAt('/dashboard/case-studies', <TestimonialsEditor />, {
      mocks: [
        listed(DARA),
        mockOperation(
          DeleteTestimonialDocument,
          { id: DARA.id, expectedRevision: 3 },
          graphQLError({ code: 'CONFLICT', message }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the testimonial of Sok Dara' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimonial?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Sok Dara' })).toBeInTheDocument();
    expect(sentVariables(EditorTestimonialsDocument)).toHaveLength(1);
  });
});
