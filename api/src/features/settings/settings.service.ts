import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { useContactDetails, useSavedPackageNames } from '../../shared/contact-details.js';
import { defaultSettings, type PackageSettings, type SiteSettingsValues } from './settings.defaults.js';
import { SiteSettingsRow } from './settings.entity.js';
import { AppError } from '../../errors.js';
import { applyChanges, STALE_SETTINGS } from './settings.rules.js';

/** The settings now, with who saved them last (nothing saved: the defaults, revision 0). */
export interface SiteSettingsState {
  values: SiteSettingsValues;
  revision: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

const ID = 1;

/**
 * Site settings (issue 32): the agency's contact details and the three packages, one stored row that
 * admins change field by field. Everything that shows or charges them (pages, e-mails, JSON-LD, the
 * partner catalog, checkout) reads them here, so a save is what they use from then on.
 */
export class SettingsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly now: () => Date = () => new Date(),
    private readonly staleAfterMs = 1500,
  ) {}

  /** The last settings read: what pages show while the database is away or slow. */
  private last: SiteSettingsState | undefined;
  private readonly listeners = new Set<(state: SiteSettingsState) => void>();
  /** The revision listeners were last told of. */
  private told: number | undefined;

  /**
   * Calls `listener` with the settings each time a reading or a save finds another revision than the
   * last one told (the first reading included): what keeps text built without a database call (the
   * assistant's knowledge, e-mails' contact lines) current. Returns the unsubscribe.
   */
  onChange(listener: (state: SiteSettingsState) => void): () => void {
    this.listeners.add(listener);
    if (this.last) listener(this.last);
    return () => this.listeners.delete(listener);
  }

  private remember(state: SiteSettingsState): SiteSettingsState {
    this.last = state;
    if (state.revision !== this.told) {
      this.told = state.revision;
      const { phone, email, address, mapUrl, telegram, whatsapp } = state.values;
      useContactDetails({ phone, email, address, mapUrl, telegram, whatsapp });
      useSavedPackageNames(state.values.packages);
      for (const listener of this.listeners) listener(state);
    }
    return state;
  }

  /** The settings as stored now (a database error is thrown). */
  async stored(em: EntityManager = this.orm.em.fork()): Promise<SiteSettingsState> {
    const row = await em.findOne(SiteSettingsRow, { id: ID });
    return this.remember(
      row ? this.state(row) : { values: defaultSettings(), revision: 0, updatedAt: null, updatedBy: null },
    );
  }

  /**
   * The settings to show (pages, catalog, contact details): as stored now, or, while the database is
   * away or slower than `staleAfterMs`, the last ones read (pages of the site keep working as they did
   * when they were files). Before any reading, a database error is thrown.
   */
  async current(): Promise<SiteSettingsState> {
    const reading = this.stored();
    const stale = this.last;
    if (!stale) return reading;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<SiteSettingsState>((resolve) => {
      timer = setTimeout(() => resolve(stale), this.staleAfterMs);
      timer.unref();
    });
    try {
      return await Promise.race([reading.catch(() => stale), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One package as stored now (checkout charges its price: never a stale one). Inside a transaction,
   * read with its EntityManager: on the embedded database (one connection) a read on another would
   * wait for the transaction to end, which waits for the read.
   */
  async package(id: string, em?: EntityManager): Promise<PackageSettings | undefined> {
    return (await this.stored(em)).values.packages.find((pkg) => pkg.id === id);
  }

  /**
   * Changes only the fields `input` gives (checked first); concurrent saves apply one after the other.
   * With `expectedRevision` (the revision the admin's form was showing), a save made after someone
   * else's is refused as a conflict instead of overwriting what they saved.
   */
  async save(input: unknown, by: string, expectedRevision?: number): Promise<SiteSettingsState> {
    try {
      return await this.saveOnce(input, by, expectedRevision);
    } catch (error) {
      // Two first saves at once: the other one stored the row; apply this one on top of it.
      if (error instanceof UniqueConstraintViolationException) return this.saveOnce(input, by, expectedRevision);
      throw error;
    }
  }

  private async saveOnce(input: unknown, by: string, expectedRevision?: number): Promise<SiteSettingsState> {
    const saved = await this.orm.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(SiteSettingsRow, { id: ID }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (expectedRevision !== undefined && expectedRevision !== (row?.revision ?? 0))
        throw new AppError('CONFLICT', STALE_SETTINGS);
      const values = applyChanges(row?.values ?? defaultSettings(), input);
      const now = this.now();
      if (row) Object.assign(row, { values, revision: row.revision + 1, updatedAt: now, updatedBy: by });
      const saved = row ?? tx.create(SiteSettingsRow, { id: ID, values, revision: 1, updatedAt: now, updatedBy: by });
      await tx.flush();
      return this.state(saved);
    });
    return this.remember(saved);
  }

  private state(row: SiteSettingsRow): SiteSettingsState {
    // Defaults under what is stored: a field added after the row was saved shows its default.
    return {
      values: { ...defaultSettings(), ...row.values },
      revision: row.revision,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    };
  }
}
