import type { Schema } from '../../domain/schema';
import type { TestServer } from './testServer';

/** Posts to the portal API (query parameters in the URL) with an optional session token. */
export function portalCall<Body = unknown>(
  server: TestServer,
  path: string,
  body?: unknown,
  token?: string,
) {
  return server.api.request<Body>({ method: 'POST', url: `/api/portal${path}`, body, token });
}

/** Signs a number in as the portal does (send_otp, then verify-otp with the SMS's code). */
export async function portalSignIn(
  server: TestServer,
  msisdn: string,
  operatorId = 1,
  languageId = 1,
): Promise<string> {
  const sent = await portalCall<Schema<'PortalStatusResponse'>>(
    server,
    `/send_otp?languageId=${languageId}&msisdn=${msisdn}&operatorId=${operatorId}`,
  );
  if (sent.body.code !== 200) throw new Error(`send_otp answered ${JSON.stringify(sent.body)}`);
  const verified = await portalCall<Schema<'VerifyOtpResponse'>>(
    server,
    `/verify-otp?otp=${server.lastOtpFor(msisdn)}&msisdn=${msisdn}`,
  );
  const session = verified.body.data;
  if (typeof session === 'string') throw new Error(`verify-otp answered ${session}`);
  return session.session_token;
}
