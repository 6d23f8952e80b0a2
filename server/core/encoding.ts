// Bytes as text, without Node's Buffer (the core runs in browsers too).

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes in base64, padded with `=`. */
export function base64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const chunk = (a << 16) | (b << 8) | c;
    const left = bytes.length - index;
    text += alphabet[(chunk >> 18) & 63] ?? '';
    text += alphabet[(chunk >> 12) & 63] ?? '';
    text += left > 1 ? (alphabet[(chunk >> 6) & 63] ?? '') : '=';
    text += left > 2 ? (alphabet[chunk & 63] ?? '') : '=';
  }
  return text;
}

/** Bytes in base64url, unpadded (as Node's `toString('base64url')`). */
export const base64url = (bytes: Uint8Array): string =>
  base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Bytes as lower-case hex. */
export const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
