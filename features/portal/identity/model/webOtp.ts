/** The WebOTP request (Chrome on Android), which TypeScript's DOM types do not describe yet. */
interface OtpRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}

/** Whether the browser can read the code from the SMS for the visitor (the WebOTP API). */
export function hasWebOtp(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window;
}

/**
 * Waits for the code of the SMS (WebOTP), for browsers that have it; resolves undefined when
 * the browser has none, the visitor declines or `signal` aborts.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | undefined> {
  if (!hasWebOtp()) return undefined;
  const request: OtpRequest = { otp: { transport: ['sms'] }, signal };
  try {
    const credential: unknown = await navigator.credentials.get(request);
    if (typeof credential === 'object' && credential !== null && 'code' in credential) {
      return typeof credential.code === 'string' ? credential.code : undefined;
    }
  } catch {
    // Declined, timed out or aborted: the visitor types the code.
  }
  return undefined;
}
