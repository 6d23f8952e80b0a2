import type { FastifyBaseLogger } from 'fastify';

/** A one-time code on its way to someone. */
export interface OtpMessage {
  /** The mobile number or e-mail address. */
  to: string;
  channel: 'sms' | 'email';
  text: string;
}

/** Delivers one-time codes: the console by default, an SMS/e-mail gateway in deployments. */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

/** Writes each message to the server log, for development and demos without a gateway. */
export const consoleOtpSender = (log: FastifyBaseLogger): OtpSender => ({
  send(message) {
    log.info({ otp: message }, `one-time code for ${message.to} (${message.channel})`);
    return Promise.resolve();
  },
});

/**
 * Posts each message as JSON to a gateway URL (an SMS/e-mail provider's adapter); a refused or
 * unreachable gateway is an error, so the caller can tell the user the code was not sent.
 */
export const webhookOtpSender = (url: string, timeoutMs = 5000): OtpSender => ({
  async send(message) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`OTP gateway answered ${response.status}`);
  },
});

/** Whether an address is an e-mail address (else it is a mobile number). */
export const isEmail = (address: string) => address.includes('@');

/** Masks the middle of an address for messages: `6012****789`, `nu****@telco-kit.my`. */
export function maskAddress(address: string): string {
  if (isEmail(address)) {
    const [local = '', domain = ''] = address.split('@');
    return `${local.slice(0, 2)}****@${domain}`;
  }
  return address.length <= 7 ? '****' : `${address.slice(0, 4)}****${address.slice(-3)}`;
}
