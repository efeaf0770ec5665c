import { useState } from 'react';
import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { LIVE_FORM_ATTRIBUTE, useLiveForm } from './forms';

function Form() {
  const ref = useLiveForm();
  const [name, setName] = useState('');
  const [service, setService] = useState('');
  return (
    <form ref={ref}>
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <select name="service" value={service} onChange={(event) => setService(event.target.value)}>
        <option value="">Choose</option>
        <option value="seo">SEO</option>
      </select>
      <output>{`${name}|${service}`}</output>
    </form>
  );
}

/**
 * useLiveForm hands React what a visitor typed into the prerendered form before React ran it. React
 * has no public API for that: it relies on how React tells a changed field (it compares the field's
 * value with the one it last saw, and setting `value` on the element is what it sees). The versions of
 * react and react-dom are pinned in web/package.json; a React upgrade that changes this fails here
 * (e2e/tests/content-pages.spec.ts checks the same in Chromium).
 */
describe('a form used before React runs it', () => {
  it('keeps what was typed and chosen, and React takes it as its state', async () => {
    const container = document.createElement('div');
    // The prerendered form, as react-dom/server writes it.
    container.innerHTML =
      '<form><input name="name" value=""/><select name="service"><option value="" selected="">Choose</option>' +
      '<option value="seo">SEO</option></select><output>|</output></form>';
    document.body.append(container);
    const input = container.querySelector('input')!;
    const select = container.querySelector('select')!;
    // The visitor, before React: typing and choosing change the fields, not their default values.
    input.value = 'Sokha';
    select.value = 'seo';

    await act(async () => {
      hydrateRoot(container, <Form />);
    });

    expect(container.querySelector('output')).toHaveTextContent('Sokha|seo');
    expect(input).toHaveValue('Sokha');
    expect(select).toHaveValue('seo');
    expect(container.querySelector('form')).toHaveAttribute(LIVE_FORM_ATTRIBUTE);
  });
});
