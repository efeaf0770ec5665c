import { setTimeout as sleep } from 'node:timers/promises';
import { BUSINESS_HOURS, SITE, isBusinessOpen, type Language } from '@site/common';
import type { SiteSettingsValues } from '../settings/index.js';
import type { ServerTime, SiteInfo } from './site.types.js';

const line = (address: typeof SITE.address, language: Language) =>
  [address.street[language], address.city[language], address.country[language]].join(', ');

/** Site information from common/ plus the runtime configuration (public URL, business time zone). */
export class SiteService {
  constructor(
    private readonly publicUrl: string,
    private readonly businessTimezone: string,
    /** The contact details as the site settings have them now. */
    private readonly contact: () => Promise<
      Pick<SiteSettingsValues, 'phone' | 'email' | 'address' | 'socialLinks'>
    > = () =>
      Promise.resolve({
        ...SITE,
        address: { en: line(SITE.address, 'en'), km: line(SITE.address, 'km') },
        socialLinks: [...SITE.socialLinks],
      }),
  ) {}

  async siteInfo(language: Language): Promise<SiteInfo> {
    const { phone, email, address, socialLinks } = await this.contact();
    return {
      name: SITE.name,
      phone,
      email,
      address: address[language],
      publicUrl: this.publicUrl,
      openingHours: {
        days: [...BUSINESS_HOURS.days],
        opens: BUSINESS_HOURS.opens,
        closes: BUSINESS_HOURS.closes,
        timezone: this.businessTimezone,
      },
      socialLinks: socialLinks.map((link) => ({ ...link })),
    };
  }

  serverTime(now = new Date()): ServerTime {
    const businessLocalTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: this.businessTimezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    return {
      now,
      businessTimezone: this.businessTimezone,
      businessLocalTime,
      isBusinessOpen: isBusinessOpen(now, this.businessTimezone),
    };
  }

  /**
   * The server clock as a stream: one event at once, then one at each minute boundary, until the
   * subscriber leaves (the consumer's return() ends the wait through the abort signal).
   */
  async *serverTimeTicks(signal?: AbortSignal): AsyncGenerator<ServerTime> {
    yield this.serverTime();
    while (!signal?.aborted) {
      const untilNextMinute = 60_000 - (Date.now() % 60_000);
      try {
        await sleep(untilNextMinute, undefined, { signal });
      } catch {
        return;
      }
      yield this.serverTime();
    }
  }
}
