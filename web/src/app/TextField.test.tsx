import { describe, expect, it } from '@jest/globals';
import { TextField as MuiTextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

/** The markup without Emotion's generated class names (they hash the component's label). */
const markup = (element: React.ReactElement) => {
  const { container, unmount } = render(element);
  const html = container.innerHTML;
  unmount();
  return html
    .replace(/ site-[\w-]+| css-[\w-]+/g, '')
    .replace(/ MuiTextField-root/g, '')
    .replace(/MuiSelect-/g, 'MuiNativeSelect-');
};

describe("the site's TextField", () => {
  it("writes the same markup as MUI's TextField for a field with a label, help and an error", () => {
    const props = { id: 'email', name: 'email', label: 'Email', helperText: 'Required', error: true, required: true };
    const ours = markup(<TextField {...props} type="email" value="" onChange={() => undefined} fullWidth />);
    // MUI's own with the blank placeholder ours adds to a labelled field (its label moves up by CSS before
    // React runs, once the field holds text: TextField.tsx EARLY_SHRINK).
    expect(ours).toBe(
      markup(<MuiTextField {...props} type="email" value="" onChange={() => undefined} fullWidth placeholder=" " />),
    );
  });

  it("writes the same markup as MUI's native select", () => {
    const options = [
      <option key="" value="">
        Choose
      </option>,
      <option key="seo" value="seo">
        SEO
      </option>,
    ];
    const props = {
      id: 'service',
      name: 'service',
      label: 'Service',
      value: 'seo',
      onChange: () => undefined,
      error: true,
      helperText: 'Choose a service',
    };
    const ours = markup(
      <TextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {options}
      </TextField>,
    );
    const mui = markup(
      <MuiTextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        {options}
      </MuiTextField>,
    );
    expect(ours).toBe(mui);
  });

  it('labels its field, describes it with its help text and offers the options', () => {
    render(
      <TextField id="service" label="Service" helperText="Pick one" select value="" onChange={() => undefined}>
        <option value="">Choose</option>
        <option value="seo">SEO</option>
      </TextField>,
    );
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAccessibleDescription('Pick one');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose', 'SEO']);
  });
});
