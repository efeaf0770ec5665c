import type { MikroORM } from '@mikro-orm/postgresql';
import type { PaymentProviderId } from '@site/common';
import type { Logger } from '../../logger.js';
import type { MailMessage, MailQueue } from '../mail/index.js';
import { ProviderOutage } from './payments.entity.js';

/** How long an instance trusts what it last read; every instance sees a change within this. */
const CACHE_MS = 5000;

/**
 * Payment providers that refuse our credentials, shared by every instance through one table: the
 * first report of an outage stores it and queues the staff alert in the same transaction (so staff are
 * told once, however many instances see the refusal), the first good answer clears it.
 */
export class ProviderOutages {
  private readonly cache = new Map<PaymentProviderId, { refused: boolean; readAt: number }>();

  constructor(
    private readonly orm: MikroORM,
    private readonly mail: MailQueue,
    private readonly log: Logger,
  ) {}

  async isRefused(provider: PaymentProviderId): Promise<boolean> {
    const cached = this.cache.get(provider);
    if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.refused;
    const refused = (await this.orm.em.fork().count(ProviderOutage, { provider })) > 0;
    this.cache.set(provider, { refused, readAt: Date.now() });
    return refused;
  }

  /** Records a refusal; true (and `alert` queued) only for the report that started the outage. */
  async report(provider: PaymentProviderId, reason: string, alert: MailMessage): Promise<boolean> {
    const started = await this.orm.em.fork().transactional(async (tx) => {
      const inserted = await tx.execute<{ provider: string }[]>(
        'insert into payment_provider_outages (provider, refused_since, reason) values (?, now(), ?) on conflict (provider) do nothing returning provider',
        [provider, reason.slice(0, 500)],
      );
      if (inserted.length === 0) return false;
      await this.mail.enqueue(tx, [alert]);
      return true;
    });
    this.cache.set(provider, { refused: true, readAt: Date.now() });
    if (started) this.log.error({ provider, reason }, 'payment provider refuses our credentials: staff told by e-mail');
    return started;
  }

  /** The provider answered normally: the outage, if any, is over. True when this call ended it. */
  async clear(provider: PaymentProviderId): Promise<boolean> {
    const cached = this.cache.get(provider);
    // Nothing to clear as far as this instance knows (read within CACHE_MS): no write per check.
    if (cached && !cached.refused && Date.now() - cached.readAt < CACHE_MS) return false;
    const deleted = await this.orm.em.fork().nativeDelete(ProviderOutage, { provider });
    this.cache.set(provider, { refused: false, readAt: Date.now() });
    if (deleted > 0) this.log.info({ provider }, 'payment provider accepts our credentials again');
    return deleted > 0;
  }
}
