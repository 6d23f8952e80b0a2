import type { FastifyBaseLogger } from 'fastify';
import type { OtpSender } from '../../core/ports';

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
