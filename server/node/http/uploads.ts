import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../core/api/errors';
import type { UploadedFile } from '../../core/api/operation';
import { maxUploadBytes } from '../../core/api/uploads';
import type { Files } from '../../core/ports';

/** The text fields and files of a multipart body. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

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
      body.files[part.fieldname] = {
        filename: part.filename,
        mimetype: part.mimetype,
        bytes: await part.toBuffer(),
      };
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

/**
 * Uploads kept under `<dataDir>/uploads/<folder>/` with random names, served from
 * `/uploads/<folder>/` (the `files` port of the Node host).
 */
export function diskFiles(dataDir: string): Files {
  return {
    async saveUpload(folder, bytes, extension) {
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      const directory = path.join(uploadsDir(dataDir), folder);
      await mkdir(directory, { recursive: true });
      // fsync-free is fine here: a lost avatar file is re-uploaded, never a lost record.
      await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
      return `${uploadsRoute}/${folder}/${name}`;
    },
  };
}
