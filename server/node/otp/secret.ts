import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Name of the file under DATA_DIR that keeps a generated OTP secret across restarts. */
const secretFile = 'otp-secret';

/**
 * The key one-time codes are hashed with: OTP_SECRET when set, else a random one generated on
 * first start and kept in `<DATA_DIR>/otp-secret` (readable by the server's user only). Servers
 * sharing one PostgreSQL database need the same OTP_SECRET.
 */
export function otpSecretOf(config: { otpSecret: string | undefined; dataDir: string }): string {
  if (config.otpSecret !== undefined) return config.otpSecret;
  const file = path.join(config.dataDir, secretFile);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept !== '') return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: two servers starting at once on one folder must not each write their own.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
