import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp, { type Sharp } from 'sharp';
import { imageWidths, IMAGE_MAX_BYTES, type ImageFormat, type Localized } from '@site/common';
import { recordDeletion } from '../../content-version.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../validation.js';
import { Image } from './images.entity.js';
import {
  CORRUPT,
  IMAGE_NOT_FOUND,
  imageInUse,
  KINDS,
  MAX_PIXELS,
  NOT_AN_IMAGE,
  readAlt,
  sniffImage,
  TOO_BIG,
  TOO_MANY_PIXELS,
} from './images.rules.js';

/** The first characters of the original's SHA-256 in every variant's URL: new bytes, new URL. */
export const urlHash = (image: Image): string => image.sha256.slice(0, 16);

const ENCODE: Record<ImageFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 55, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 80 }),
};

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Where a feature shows an image: the places that show `imageId` (drafts too), each named for staff
 * in both languages (the article “…”); none, an empty list. Read through `em` (the delete's
 * transaction). Registered with `ImagesService.registerUse`.
 */
export type ImageUses = (imageId: string, em: EntityManager) => Promise<Localized[]>;

/**
 * Images (issue 32): staff upload JPEG, PNG or WebP; the original is checked (its bytes, not its name,
 * say what it is; at most 10 MB and MAX_PIXELS, decoded whole so a damaged file is refused) and kept
 * under `uploads/originals`. Each WebP and AVIF width is made once, on its first request, upright and
 * without the original's metadata (EXIF, GPS), and kept under `uploads/variants`.
 */
export class ImagesService {
  private readonly making = new Map<string, Promise<string>>();
  private readonly users = new Map<string, ImageUses>();

  constructor(
    private readonly orm: MikroORM,
    private readonly uploadsDir: string,
  ) {}

  /** Stores an upload; the same bytes sent again answer the image already stored (`created: false`). */
  async upload(
    bytes: Buffer,
    altSource: { en?: unknown; km?: unknown },
    by: string,
  ): Promise<{ image: Image; created: boolean }> {
    if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_BIG);
    const kind = sniffImage(bytes);
    if (!kind) throw new AppError('BAD_USER_INPUT', NOT_AN_IMAGE);
    const alt = readAlt(altSource);
    const { width, height } = await this.inspect(bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const em = this.orm.em.fork();
    const known = await em.findOne(Image, { sha256 });
    if (known) {
      // The same photo uploaded again with other descriptions (for another article): what staff
      // wrote last is what it shows, rather than dropping their words without a word.
      if (known.alt.en !== alt.en || known.alt.km !== alt.km) {
        // updated_at too: it is part of the content version, so the pages showing it are drawn again.
        Object.assign(known, { alt, updatedAt: new Date() });
        await em.flush();
      }
      return { image: known, created: false };
    }
    const file = `${sha256}.${KINDS[kind].extension}`;
    await writeAtomically(path.join(this.uploadsDir, 'originals', file), bytes);
    const image = em.create(Image, {
      sha256,
      file,
      mimeType: KINDS[kind].mimeType,
      bytes: bytes.length,
      width,
      height,
      alt,
      createdBy: by,
    });
    try {
      await em.flush();
      return { image, created: true };
    } catch (error) {
      // The same bytes uploaded at the same moment: the first one stored wins.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const first = await this.orm.em.fork().findOne(Image, { sha256 });
      if (!first) throw error;
      return { image: first, created: false };
    }
  }

  /** Decodes the whole image within the pixel limit; its size as shown (EXIF orientation applied). */
  private async inspect(bytes: Buffer): Promise<{ width: number; height: number }> {
    try {
      const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
      await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning' }).stats();
      const { width, height } = metadata.autoOrient ?? metadata;
      if (!width || !height) throw new AppError('BAD_USER_INPUT', CORRUPT);
      return { width, height };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (/pixel limit/i.test(String((error as Error).message)))
        throw new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS);
      throw new AppError('BAD_USER_INPUT', CORRUPT);
    }
  }

  /** The library, newest first (staff). */
  list(): Promise<Image[]> {
    return this.orm.em.fork().find(Image, {}, { orderBy: { createdAt: 'desc' }, limit: 500 });
  }

  async byId(id: string): Promise<Image | null> {
    return isUuid(id) ? this.orm.em.fork().findOne(Image, { id }) : null;
  }

  /** Several images by id (unknown ids are left out). */
  async byIds(ids: readonly string[]): Promise<Map<string, Image>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await this.orm.em.fork().find(Image, { id: { $in: wanted } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The ids of `ids` that name no stored image. Given a transaction (a save that will show them), the
   * images found stay locked against deletion until it ends (FOR SHARE; `delete` takes FOR UPDATE), so
   * an image is never deleted between this check and the save's commit.
   */
  async missing(ids: readonly string[], tx?: EntityManager): Promise<string[]> {
    const wanted = [...new Set(ids.filter(isUuid))];
    const rows =
      wanted.length === 0
        ? []
        : await (tx ?? this.orm.em.fork()).find(
            Image,
            { id: { $in: wanted } },
            tx ? { lockMode: LockMode.PESSIMISTIC_READ, orderBy: { id: 'asc' } } : {},
          );
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  }

  async updateAlt(id: string, altSource: { en?: unknown; km?: unknown }): Promise<Image> {
    const alt = readAlt(altSource);
    const em = this.orm.em.fork();
    const image = isUuid(id) ? await em.findOne(Image, { id }) : null;
    if (!image) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
    Object.assign(image, { alt, updatedAt: new Date() });
    await em.flush();
    return image;
  }

  /**
   * Articles, case studies and testimonials tell here where they show images (this feature imports
   * none of them): an image something still shows is never deleted.
   */
  registerUse(kind: string, uses: ImageUses): void {
    if (this.users.has(kind)) throw new Error(`images: uses of ${kind} registered twice`);
    this.users.set(kind, uses);
  }

  /** Where an image is shown, by every registered kind (read through `em`, one query at a time). */
  async usesOf(id: string, em: EntityManager = this.orm.em.fork()): Promise<Localized[]> {
    const all: Localized[] = [];
    for (const uses of this.users.values()) all.push(...(await uses(id, em)));
    return all;
  }

  /**
   * Deletes an image nothing shows any more: its row, its original and its variants (their URLs then
   * answer 404). Shown anywhere (drafts too) = CONFLICT naming where. A file that cannot be removed is
   * reported to `leftover` (the image is gone for the site all the same).
   *
   * The uses are read with the image's row locked (FOR UPDATE): a save that shows it and checked it
   * first (`missing` with its transaction) has committed by then and is seen; one that checks it later
   * waits for this delete and is then refused, as the image is gone.
   */
  async delete(id: string, by: string, leftover: (file: string, error: unknown) => void): Promise<void> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
    const image = await this.orm.em.fork().transactional(async (tx) => {
      const locked = await tx.findOne(Image, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
      const uses = await this.usesOf(locked.id, tx);
      if (uses.length > 0) throw new AppError('CONFLICT', imageInUse(uses));
      await tx.nativeDelete(Image, { id: locked.id });
      recordDeletion(tx, 'images', locked.id, by);
      return locked;
    });
    const variants = path.join(this.uploadsDir, 'variants', image.sha256);
    // A variant being made right now would write into the directory after it is removed: wait for it.
    await Promise.allSettled(
      [...this.making].filter(([file]) => file.startsWith(`${variants}${path.sep}`)).map(([, made]) => made),
    );
    for (const file of [path.join(this.uploadsDir, 'originals', image.file), variants])
      await rm(file, { recursive: true, force: true }).catch((error: unknown) => leftover(file, error));
  }

  /**
   * The file of one variant, made on its first request (concurrent requests for the same one wait
   * for the same work); undefined for an unknown image, a stale hash or a width not offered.
   */
  async variant(id: string, hash: string, width: number, format: ImageFormat): Promise<string | undefined> {
    const image = await this.byId(id);
    if (!image || urlHash(image) !== hash || !imageWidths(image.width).includes(width)) return undefined;
    const file = path.join(this.uploadsDir, 'variants', image.sha256, `${width}.${format}`);
    if (await exists(file)) return file;
    let pending = this.making.get(file);
    if (!pending) {
      pending = this.make(image, width, format, file).finally(() => this.making.delete(file));
      this.making.set(file, pending);
    }
    return pending;
  }

  private async make(image: Image, width: number, format: ImageFormat, file: string): Promise<string> {
    const original = path.join(this.uploadsDir, 'originals', image.file);
    // sharp writes no metadata (EXIF, GPS, XMP) unless asked to; autoOrient applies the EXIF rotation first.
    const pipeline = sharp(original, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width, withoutEnlargement: true });
    await writeAtomically(file, await ENCODE[format](pipeline).toBuffer());
    return file;
  }
}
