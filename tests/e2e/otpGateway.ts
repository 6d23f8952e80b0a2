import { expect, type APIRequestContext } from '@playwright/test';
import { otpGatewayPort } from './ports';

// Reads what the stand-in SMS/e-mail gateway (otpReceiver.ts) received from the live servers,
// as a user would read the code on their phone.

const messagesUrl = (to: string) =>
  `http://127.0.0.1:${String(otpGatewayPort)}/messages?to=${encodeURIComponent(to)}`;

/** How many messages the gateway holds for an address. */
export async function messagesTo(request: APIRequestContext, to: string): Promise<number> {
  const answer = await request.get(messagesUrl(to));
  return ((await answer.json()) as unknown[]).length;
}

/** The code in the newest message to an address after `after` earlier ones (it may be on its way). */
export async function codeSentTo(
  request: APIRequestContext,
  to: string,
  after = 0,
): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const messages = (await (await request.get(messagesUrl(to))).json()) as { text: string }[];
    expect(messages.length).toBeGreaterThan(after);
    code = /\b(\d{4,8})\b/.exec(messages[messages.length - 1]?.text ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? '';
}
