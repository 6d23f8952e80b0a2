import type { Files } from '../ports';
import { invalid } from './errors';
import type { UploadedFile } from './operation';

/** Largest accepted upload (the contract's avatar limit: 2 MB). */
export const maxUploadBytes = 2 * 1024 * 1024;

/** The image types an upload may be, recognised by their first bytes, not the client's word. */
const imageTypes = [
  { extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { extension: 'gif', magic: [0x47, 0x49, 0x46, 0x38] },
] as const;

/**
 * Stores an uploaded picture under a random name (the host's `files` port) and answers its path
 * on this server (never a URL built from the request's Host); anything but a PNG, JPEG or GIF
 * (by content) is a 422.
 */
export async function storeImage(
  files: Files,
  folder: string,
  field: string,
  file: UploadedFile,
): Promise<string> {
  const type = imageTypes.find(({ magic }) =>
    magic.every((byte, index) => file.bytes[index] === byte),
  );
  if (type === undefined)
    throw invalid(field, `The ${field} must be a file of type: png, jpg, gif.`);
  return files.saveUpload(folder, file.bytes, type.extension);
}
