import type { Request, RequestHandler, Router } from 'express';
import busboy from 'busboy';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH, type ImageFormat } from '@site/common';
import { authorize } from '../../access.js';
import { AppError } from '../../errors.js';
import { perform } from '../../operation.js';
import { callerOf } from '../../http/rest.js';
import type { ImagesOperations } from './images.operations.js';
import type { ImagesService } from './images.service.js';
import { NO_FILE, NOT_MULTIPART, ONE_FILE, TOO_BIG } from './images.rules.js';

interface Upload {
  bytes: Buffer;
  fields: Record<string, string>;
}

/** Reads one multipart upload: a single `file` of at most IMAGE_MAX_BYTES and a few short text fields. */
function readUpload(req: Request): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 8, fieldSize: 4096, parts: 10 },
      });
    } catch {
      reject(new AppError('BAD_USER_INPUT', NOT_MULTIPART));
      return;
    }
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let files = 0;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    parser.on('file', (name, stream) => {
      files += 1;
      if (name !== 'file' || files > 1) {
        if (files > 1) fail(new AppError('BAD_USER_INPUT', ONE_FILE));
        stream.resume();
        return;
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', TOO_BIG)));
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new AppError('BAD_USER_INPUT', ONE_FILE)));
    parser.on('error', () => reject(new AppError('BAD_USER_INPUT', NOT_MULTIPART)));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (files === 0 || chunks.length === 0) reject(new AppError('BAD_USER_INPUT', NO_FILE));
      else resolve({ bytes: Buffer.concat(chunks), fields });
    });
    req.pipe(parser);
  });
}

/**
 * POST /api/admin/images (staff, same-origin like every /api/admin call): one image as multipart form
 * data; 201 with the image (200 when the same bytes were stored before). The access check runs before
 * the body is read, so nobody else's upload is ever buffered.
 */
export function imageUploadRoutes(router: Router, operations: ImagesOperations): void {
  const path = IMAGE_UPLOAD_PATH.slice('/api'.length);
  const staffFirst: RequestHandler = (req, _res, next) => {
    try {
      authorize(operations.upload.access, req.user);
      next();
    } catch (error) {
      // Drain what was sent so the refusal reaches the client.
      req.resume();
      next(error);
    }
  };
  router.post(path, staffFirst, async (req, res) => {
    if (!req.is('multipart/form-data')) throw new AppError('BAD_USER_INPUT', NOT_MULTIPART);
    const upload = await readUpload(req);
    const caller = callerOf(req, res);
    if (upload.fields.language === 'en' || upload.fields.language === 'km') caller.language = upload.fields.language;
    const { image, created } = await perform(
      operations.upload,
      { bytes: upload.bytes, alt: { en: upload.fields.altEn, km: upload.fields.altKm }, language: caller.language },
      caller,
    );
    res.status(created ? 201 : 200).json(image);
  });
}

const VARIANT = /^([0-9a-f]{16})-(\d{1,5})\.(avif|webp)$/;
const TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** GET /media/images/{id}/{hash}-{width}.{format}: a variant, cached for a year (its URL changes with its bytes). */
export function imageVariantRoutes(router: Router, images: ImagesService): void {
  router.get('/media/images/:id/:name', async (req, res) => {
    const match = VARIANT.exec(req.params.name);
    const format = match?.[3] as ImageFormat | undefined;
    const file =
      match && format && IMAGE_FORMATS.includes(format)
        ? await images.variant(req.params.id, match[1], Number(match[2]), format)
        : undefined;
    // No such variant: a plain 404 (an image URL is never a page).
    if (!file || !format) return res.status(404).type('text/plain').send('Not found');
    res.sendFile(file, {
      headers: { 'Content-Type': TYPES[format], 'X-Content-Type-Options': 'nosniff' },
      maxAge: '365d',
      immutable: true,
      lastModified: false,
    });
  });
}
