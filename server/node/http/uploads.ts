import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../core/api/errors';

/** A file sent in a multipart body. */
export interface UploadedFile {
  /** The name the client gave it (never used as a path). */
  filename: string;
  data: Buffer;
}

/** The text fields and files of a multipart body. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** Largest accepted upload (the contract's avatar limit: 2 MB). */
export const maxUploadBytes = 2 * 1024 * 1024;

/** The image types an upload may be, recognised by their first bytes, not the client's word. */
const imageTypes = [
  { extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { extension: 'gif', magic: [0x47, 0x49, 0x46, 0x38] },
] as const;

const uploadsRoute = '/uploads';
const storedName = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif)$/;

/** Where uploads of a data folder are kept. */
const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Accepts multipart bodies (one file of at most 2 MB, a few short fields) and serves stored
 * uploads under /uploads/{folder}/{random name}, which never change, so they cache for a year.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
  });
  app.get<{ Params: { folder: string; file: string } }>(
    `${uploadsRoute}/:folder/:file`,
    (request, reply) => {
      const { folder, file } = request.params;
      if (!/^[a-z]+$/.test(folder) || !storedName.test(file)) {
        return reply.code(404).send({ message: 'Not found.' });
      }
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .sendFile(path.join(folder, file), uploadsDir(dataDir));
    },
  );
}

const isTooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart body: its text fields, and its files. A file over the limit is a 422 on its
 * field; a body that breaks off or does not parse (a truncated upload) is a 422 on `body`.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  let field = 'body';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'field') {
        body.fields[part.fieldname] = String(part.value);
        continue;
      }
      body.files[part.fieldname] = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if (isTooLarge(error)) {
      throw invalid(
        field,
        `The ${field} may not be greater than ${maxUploadBytes / 1024} kilobytes.`,
      );
    }
    // The limits on parts and fields answer their own 4xx; anything else is a broken body.
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    request.log.info({ err: error }, 'an incomplete multipart body');
    throw invalid('body', 'The request body is not a complete multipart form.');
  }
  return body;
}

/** Where an uploaded file of a folder is served (a path of this server). */
export const uploadPath = (folder: string, name: string) => `${uploadsRoute}/${folder}/${name}`;

/**
 * Stores an uploaded picture under a random name and answers its path on this server (never a URL
 * built from the request's Host); anything but a PNG, JPEG or GIF (by content) is a 422.
 */
export async function storeImage(
  dataDir: string,
  folder: string,
  field: string,
  file: UploadedFile,
): Promise<string> {
  const type = imageTypes.find(({ magic }) =>
    magic.every((byte, index) => file.data[index] === byte),
  );
  if (type === undefined)
    throw invalid(field, `The ${field} must be a file of type: png, jpg, gif.`);
  const name = `${randomBytes(16).toString('base64url')}.${type.extension}`;
  const directory = path.join(uploadsDir(dataDir), folder);
  await mkdir(directory, { recursive: true });
  // fsync-free is fine here: a lost avatar file is re-uploaded, never a lost record.
  await writeFile(path.join(directory, name), file.data, { flag: 'wx' });
  return uploadPath(folder, name);
}
