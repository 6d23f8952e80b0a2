/**
 * The most bytes an audio prompt message (`{"audio_file": "..."}`) may take when an IVR system
 * publishes it: room for a long address, and no more.
 */
export const audioMessageMaxBytes = 2048;

/** The JSON object a live message carries, or undefined (not JSON, or not an object). */
export function liveMessageObject(text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The audio file of a broker message (`{"audio_file": "..."}`, customer-portal §3 Audio
 * message): an http(s) address or a path on the portal's own host; undefined for anything else,
 * so a bad message cannot point the player at a script or another scheme. The portal plays
 * only what this accepts, and the broker lets an IVR system publish only that.
 */
export function audioFileOf(text: string): string | undefined {
  const value = liveMessageObject(text);
  if (typeof value?.audio_file !== 'string') return undefined;
  const file = value.audio_file.trim();
  // A path may hold no whitespace or backslash: browsers drop tabs and newlines from a URL and
  // read `\` as `/`, so `/\t/host` or `/\host` would leave the portal's host.
  if (/^\/(?![/\\])[^\s\\]*$/.test(file)) return file;
  return /^https?:\/\/[^\s]+$/i.test(file) ? file : undefined;
}
