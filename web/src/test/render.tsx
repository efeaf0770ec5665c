import { readFileSync } from 'node:fs';
import type { ReactElement, ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { parseLocalizedPath } from '@site/common';
import { createI18n, type LocaleMessages } from '../app/i18n';
import { SearchParamsScope } from '../app/searchParams';
import { createAppTheme } from '../app/theme';
import { createTestApolloClient, type TestApolloOptions } from './apollo';

// Read as files: jest's ESM mode warns on JSON imports without import attributes.
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${file}`, import.meta.url), 'utf8')) as object;
/** A language's whole catalogue: what any page shows and the staff workspace's part (app/i18n.ts). */
const messages = (language: string) =>
  ({ ...read(`${language}.json`), ...read(`staff/${language}.json`) }) as LocaleMessages;

export const testMessages = { en: messages('en'), km: messages('km') };

/** Shows the router's current location, so tests can assert where a click navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders UI inside the app's providers (both languages loaded) at the given URL path, with an Apollo
 * Client that answers from `apollo`'s typed mocks (test/apollo.ts: mockOperation, mockSubscription).
 */
export function renderAt(path: string, ui: ReactElement, apollo: TestApolloOptions = {}) {
  const { language } = parseLocalizedPath(path.split('?')[0]);
  const i18n = createI18n(language, testMessages);
  const client = createTestApolloClient(apollo);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <ThemeProvider theme={createAppTheme(language)}>
          <MemoryRouter initialEntries={[path]}>
            <SearchParamsScope>{children}</SearchParamsScope>
          </MemoryRouter>
        </ThemeProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
