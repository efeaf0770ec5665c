import { createContext, useContext, type ReactNode } from 'react';
import { BUSINESS_TIMEZONE_DEFAULT, BUSINESS_ZONE_NAME_TOKEN, isTimeZone, zoneName, type Language } from '@site/common';

/** The office's time zone (BUSINESS_TIMEZONE, a server setting) and its name in each language. */
export interface BusinessZone {
  timeZone: string;
  name(language: Language): string;
}

const zoneOf = (timeZone: string): BusinessZone => ({ timeZone, name: (language) => zoneName(timeZone, language) });

/**
 * The zone the server wrote into the page (`<meta name="business-time-zone">`, filled in from
 * BUSINESS_TIMEZONE at serve time); the default where there is none (the dev server, tests).
 */
export function businessZoneOfDocument(doc: Document | undefined = globalThis.document): BusinessZone {
  const content = doc?.querySelector('meta[name="business-time-zone"]')?.getAttribute('content') ?? '';
  return zoneOf(isTimeZone(content) ? content : BUSINESS_TIMEZONE_DEFAULT);
}

/**
 * While prerendering, the zone is not known yet (the server's setting): zone names are written as a
 * token the server replaces with the name in the page's language, so the HTML and the first render in
 * the browser agree. Nothing is computed in the office's zone during the prerender.
 */
export const PRERENDER_BUSINESS_ZONE: BusinessZone = {
  timeZone: BUSINESS_TIMEZONE_DEFAULT,
  name: () => BUSINESS_ZONE_NAME_TOKEN,
};

const BusinessZoneContext = createContext<BusinessZone | undefined>(undefined);

export function BusinessZoneProvider({ value, children }: { value: BusinessZone; children: ReactNode }) {
  return <BusinessZoneContext.Provider value={value}>{children}</BusinessZoneContext.Provider>;
}

let fromDocument: BusinessZone | undefined;

/** The office's zone: from a provider (the prerender, tests), else from the page. */
export function useBusinessZone(): BusinessZone {
  const provided = useContext(BusinessZoneContext);
  return provided ?? (fromDocument ??= businessZoneOfDocument());
}
