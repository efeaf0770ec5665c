import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EditSiteSettingsDocument,
  SaveSiteSettingsDocument,
  type SaveSiteSettingsMutationVariables,
  type EditSiteSettingsQuery,
} from '../../../gql/graphql';
import { graphQLError, mockOperation, type TestApolloOptions } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { SHIPPED_SETTINGS } from '../useSiteSettings';
import SettingsPage from './SettingsPage';

type Mock = NonNullable<TestApolloOptions['mocks']>[number];

// __typename as the server sends it: Apollo's cache matches the page's fragment by it.
const STORED = {
  __typename: 'SiteSettings',
  ...SHIPPED_SETTINGS,
  revision: 3,
  updatedAt: '2027-01-12T03:00:00.000Z',
  updatedBy: 'admin@example.com',
} as EditSiteSettingsQuery['siteSettings'];
type Member = NonNullable<EditSiteSettingsQuery['me']>;
const member = (role: Member['role']) => ({ __typename: 'SessionUser', id: `${role}-1`, role }) as Member;
const loaded = (settings = STORED): Mock =>
  mockOperation(EditSiteSettingsDocument, {}, { data: { me: member('admin'), siteSettings: settings } });

function open(path: string, mocks: Mock[]) {
  renderAt(path, <SettingsPage routeId="settings" />, { mocks });
  return userEvent.setup();
}

describe('the settings page', () => {
  it('shows a loading state, then every setting; a new price is saved and confirmed', async () => {
    let sent: SaveSiteSettingsMutationVariables | undefined;
    const saved = mockOperation(
      SaveSiteSettingsDocument,
      (variables) => {
        sent = variables;
        return true;
      },
      {
        data: {
          saveSiteSettings: {
            ...STORED,
            revision: 4,
            packages: STORED.packages.map((pkg) => (pkg.id === 'professional' ? { ...pkg, price: 950 } : pkg)),
          },
        },
      },
    );
    const user = open('/dashboard/settings', [loaded(), saved]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the settings…');
    const price = await screen.findByRole('textbox', { name: 'Professional: Price in US dollars' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue(SHIPPED_SETTINGS.phone);
    expect(screen.getByRole('textbox', { name: 'Telegram link (https://t.me/…)' })).toHaveValue(
      SHIPPED_SETTINGS.telegram,
    );
    expect(screen.getByText('Last saved by admin@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team calendars' })).toHaveAttribute(
      'href',
      '/dashboard/settings/calendars',
    );
    await user.clear(price);
    await user.type(price, '950');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const confirmation = await screen.findByRole('alert');
    expect(within(confirmation).getByText('Settings saved')).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('Revision 4');
    // Only what changed, from the revision the form showed.
    expect(sent!.expectedRevision).toBe(3);
    expect(sent!.input).toEqual({
      packages: [
        {
          id: 'professional',
          name: SHIPPED_SETTINGS.packages[1].name,
          price: 950,
          features: SHIPPED_SETTINGS.packages[1].features.map(({ en, km }) => ({ en, km })),
        },
      ],
    });
  });

  it('says when nothing has changed, and sends nothing', async () => {
    const user = open('/dashboard/settings', [loaded()]);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed since the last save.')).toBeInTheDocument();
  });

  it('after another admin’s save, brings their changes into the form, keeps this admin’s, and saves from their revision', async () => {
    const theirs = { ...STORED, phone: '+855 11 222 333', revision: 4, updatedBy: 'sophea@example.com' };
    const conflict = mockOperation(
      SaveSiteSettingsDocument,
      (variables) => variables.expectedRevision === 3,
      graphQLError({
        message:
          'Someone else saved the settings while you were editing them. Their changes are now in the form and yours are kept: check them, then save again.',
        code: 'CONFLICT',
      }),
    );
    let second: SaveSiteSettingsMutationVariables | undefined;
    const saved = mockOperation(
      SaveSiteSettingsDocument,
      (variables) => {
        second = variables;
        return variables.expectedRevision === 4;
      },
      { data: { saveSiteSettings: { ...theirs, email: 'team@example.com', revision: 5 } } },
    );
    const user = open('/dashboard/settings', [loaded(), conflict, loaded(theirs), saved]);
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'team@example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Someone else saved meanwhile')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+855 11 222 333'));
    expect(email).toHaveValue('team@example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(second).toEqual({ expectedRevision: 4, input: { email: 'team@example.com' } });
  });

  it('speaks Khmer, and shows the api’s refusal in Khmer keeping what was typed', async () => {
    const refused = mockOperation(SaveSiteSettingsDocument, () => true, {
      ...graphQLError({ message: 'សូមដាក់តំណតាមទម្រង់ https://t.me/…។', code: 'BAD_USER_INPUT' }),
    });
    const user = open('/km/dashboard/settings', [loaded(), refused]);
    const telegram = await screen.findByRole('textbox', { name: 'តំណ Telegram (https://t.me/…)' });
    await user.clear(telegram);
    await user.type(telegram, 'https://example.com/us');
    await user.click(screen.getByRole('button', { name: 'រក្សាទុកការកំណត់' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('សូមដាក់តំណតាមទម្រង់ https://t.me/…។');
    expect(telegram).toHaveValue('https://example.com/us');
  });

  it('marks each refused field with its own words and takes the focus to the first (a package by what was sent)', async () => {
    const refused = mockOperation(SaveSiteSettingsDocument, () => true, {
      ...graphQLError({
        message:
          'Give a link of the form https://t.me/…. Professional: The price is a whole number of US dollars from 1 to 100,000.',
        code: 'BAD_USER_INPUT',
        fields: {
          telegram: 'Give a link of the form https://t.me/….',
          // The first (and only) package sent: Professional, the one changed.
          'packages.0.price': 'Professional: The price is a whole number of US dollars from 1 to 100,000.',
        },
      }),
    });
    const user = open('/dashboard/settings', [loaded(), refused]);
    const telegram = await screen.findByRole('textbox', { name: /Telegram/ });
    await user.clear(telegram);
    await user.type(telegram, 'https://example.com/us');
    const price = screen.getByRole('textbox', { name: /^Professional: Price/ });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(telegram).toHaveAttribute('aria-invalid', 'true'));
    expect(telegram).toHaveAccessibleDescription('Give a link of the form https://t.me/….');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/^Professional: The price is a whole number/);
    expect(screen.getByRole('textbox', { name: /^Starter: Price/ })).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(telegram).toHaveFocus());
  });

  it('does not send features whose languages do not match in number', async () => {
    const user = open('/dashboard/settings', [loaded()]);
    const features = await screen.findByRole('textbox', { name: 'Starter: Features in Khmer, one per line' });
    await user.type(features, '\nមុខងារថ្មី');
    expect(await screen.findByText('Write as many features in Khmer as in English.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('tells staff who are not admins that they may not change the settings, with no form to fill in', async () => {
    // The settings are public (the partner API reads them): a staff member's query succeeds.
    open('/dashboard/settings', [
      mockOperation(EditSiteSettingsDocument, {}, { data: { me: member('staff'), siteSettings: STORED } }),
    ]);
    expect(await screen.findByText(/Admin access is required/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says the same when the server refuses the page outright', async () => {
    open('/dashboard/settings', [
      mockOperation(EditSiteSettingsDocument, {}, graphQLError({ message: 'Access Denied', code: 'FORBIDDEN' })),
    ]);
    expect(await screen.findByText(/Admin access is required/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
