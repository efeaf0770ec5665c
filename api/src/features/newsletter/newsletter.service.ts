import { randomBytes } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { isHoneypotFilled, newsletterSchema, type Language } from '@site/common';
import type { Logger } from '../../logger.js';
import type { RequestMeta } from '../../shared/request-meta.js';
import { validateInput } from '../../validation.js';
import type { RateLimits } from '../../rate-limits/index.js';
import type { StaffActivity } from '../../shared/staff-activity.js';
import type { MailQueue } from '../mail/index.js';
import { NewsletterSubscription } from './newsletter.entity.js';
import { newsletterConfirmation, newsletterWelcome } from './newsletter.mail.js';
import type { LinkTokens } from './newsletter.tokens.js';

/** The same answer whether the address was new, pending or already subscribed. */
const NEWSLETTER_SUBSCRIBED = {
  en: 'Successfully subscribed to newsletter! Please check your inbox and confirm your address from the e-mail we sent.',
  km: 'បានចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានដោយជោគជ័យ! សូមពិនិត្យប្រអប់សំបុត្ររបស់អ្នក ហើយបញ្ជាក់អាសយដ្ឋានតាមអ៊ីមែលដែលយើងបានផ្ញើ។',
};

const CONFIRM_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
/** One confirmation e-mail per address per this long, however often and from wherever the form is sent. */
export const CONFIRMATION_COOLDOWN_MS = 5 * 60_000;

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/** Newsletter subscriptions with double opt-in and one-click unsubscribe. */
export class NewsletterService {
  constructor(
    private readonly orm: MikroORM,
    private readonly mail: MailQueue,
    private readonly rateLimits: RateLimits,
    private readonly tokens: LinkTokens,
    private readonly activity: StaffActivity,
    private readonly settings: { publicUrl: string },
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async subscribe(input: unknown, meta: RequestMeta): Promise<{ message: string }> {
    if (isHoneypotFilled(input)) {
      this.log.info({ feature: 'newsletter' }, 'honeypot filled: subscription dropped');
      return { message: NEWSLETTER_SUBSCRIBED[meta.language] };
    }
    const data = await validateInput(newsletterSchema, input);
    await this.rateLimits.consume('newsletter', meta.ip);
    const email = data.email.toLowerCase();
    const language = data.language as Language;
    try {
      await this.orm.em.fork().transactional((tx) => this.requestConfirmation(tx, email, data.name, language));
    } catch (error) {
      // Two first subscriptions of one address at once: the loser finds the winner's row on a retry.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await this.orm.em.fork().transactional((tx) => this.requestConfirmation(tx, email, data.name, language));
    }
    return { message: NEWSLETTER_SUBSCRIBED[language] };
  }

  private async requestConfirmation(tx: EntityManager, email: string, name: string, language: Language) {
    let subscription = await tx.findOne(NewsletterSubscription, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // Subscribing again while active changes nothing and sends nothing (and the answer is the same).
    if (subscription?.status === 'active') return;
    // A confirmation went to this address moments ago: no other one yet (the answer is the same). The
    // form is anyone's, from any address: without this, sign-ups from many addresses could fill a
    // stranger's inbox with confirmations.
    const sentAt = subscription?.status === 'pending' ? subscription.confirmationSentAt : null;
    if (sentAt && this.now().getTime() - sentAt.getTime() < CONFIRMATION_COOLDOWN_MS) return;
    const nonce = randomBytes(16).toString('hex');
    if (subscription) {
      subscription.confirmationSentAt = this.now();
      subscription.status = 'pending';
      subscription.language = language;
      subscription.confirmNonce = nonce;
      subscription.name = name || subscription.name;
      subscription.unsubscribedAt = null;
    } else {
      subscription = tx.create(NewsletterSubscription, {
        email,
        name: name || null,
        language,
        status: 'pending',
        confirmNonce: nonce,
        confirmationSentAt: this.now(),
      });
    }
    await tx.flush();
    const token = this.tokens.sign({
      purpose: 'confirm',
      subscriptionId: subscription.id,
      nonce,
      expiresAt: Math.floor(this.now().getTime() / 1000) + CONFIRM_LINK_TTL_SECONDS,
    });
    const confirmUrl = `${this.settings.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(tx, [newsletterConfirmation(email, language, confirmUrl)]);
  }

  /** Follows a confirmation link: works once, within its lifetime, and only with the latest link. */
  async confirm(token: unknown): Promise<{ outcome: ConfirmOutcome; language?: Language }> {
    const claims = this.tokens.verify(token, 'confirm');
    if (!claims?.nonce) return { outcome: 'invalid' };
    const result = await this.orm.em.fork().transactional(async (tx) => {
      const subscription = await tx.findOne(
        NewsletterSubscription,
        { id: claims.subscriptionId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!subscription) return { outcome: 'invalid' as const };
      const language = subscription.language as Language;
      if (subscription.confirmNonce !== claims.nonce) {
        return {
          outcome: subscription.status === 'active' ? ('already-confirmed' as const) : ('invalid' as const),
          language,
        };
      }
      if (!claims.expiresAt || claims.expiresAt * 1000 < this.now().getTime())
        return { outcome: 'expired' as const, language };
      subscription.status = 'active';
      subscription.confirmedAt = this.now();
      subscription.confirmNonce = null;
      await tx.flush();
      await this.mail.enqueue(tx, [
        newsletterWelcome(
          subscription.email,
          language,
          this.settings.publicUrl,
          this.unsubscribeUrl(subscription.id, language),
        ),
      ]);
      return { outcome: 'confirmed' as const, language };
    });
    if (result.outcome === 'confirmed') this.activity.publish('subscription', claims.subscriptionId);
    return result;
  }

  /** Whether an unsubscribe link is one this site signed (no database read: the page asks before it acts). */
  isUnsubscribeLink(token: unknown): boolean {
    return this.tokens.verify(token, 'unsubscribe') !== null;
  }

  /** One click, no sign-in: the signed link is the proof. Idempotent. */
  async unsubscribe(token: unknown): Promise<{ outcome: UnsubscribeOutcome; language?: Language }> {
    const claims = this.tokens.verify(token, 'unsubscribe');
    if (!claims) return { outcome: 'invalid' };
    const em = this.orm.em.fork();
    const subscription = await em.findOne(NewsletterSubscription, { id: claims.subscriptionId });
    if (!subscription) return { outcome: 'invalid' };
    if (subscription.status !== 'unsubscribed') {
      subscription.status = 'unsubscribed';
      subscription.unsubscribedAt = this.now();
      subscription.confirmNonce = null;
      await em.flush();
    }
    return { outcome: 'unsubscribed', language: subscription.language as Language };
  }

  /** The link every newsletter e-mail carries (also its List-Unsubscribe header). */
  unsubscribeUrl(subscriptionId: string, language: Language): string {
    const token = this.tokens.sign({ purpose: 'unsubscribe', subscriptionId });
    return `${this.settings.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}&language=${language}`;
  }
}
