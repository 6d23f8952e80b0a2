import { fill } from '../../../domain/portal-content';
import { endPortalSession, issuePortalSession } from '../auth/portalSessions';
import type { OperationHandlers } from '../api/operation';
import { invalid } from '../api/errors';
import { withinOtpLimits, type OtpCheck } from '../otp';
import { saveSubscriber, type PortalContext } from './context';

/** The portal's one-time code: 4 digits, valid for 5 minutes (customer-portal §9). */
export const portalOtp = { purpose: 'portal-login', digits: 4, ttlSeconds: 300 } as const;

/** The OTP page's text for each way a code can fail. */
const failureTexts = {
  invalid: 'wrong_otp_text',
  expired: 'expired_otp_text',
  'too-many-attempts': 'too_many_attempts_text',
} as const satisfies Record<Exclude<OtpCheck, 'ok'>, string>;

/** Sending and verifying the one-time code that opens a portal session, and its sign-out. */
export function identityHandlers(context: PortalContext): OperationHandlers {
  const { db, store, otpCodes, ports, services } = context;

  return {
    async sendOtp({ query }) {
      const input = query as { languageId: number; msisdn: string; operatorId: number };
      const { msisdn } = input;
      // Codes go only to the operator's own subscribers, as the number input checks.
      const operator = await store.operatorOrFail(input.operatorId);
      if ((await store.operatorOfNumber(msisdn)) !== operator.id) {
        throw invalid('msisdn', operator.invalid_number_message);
      }
      await saveSubscriber(
        db,
        msisdn,
        { operatorId: operator.id, languageId: input.languageId },
        ports.clock.now().toISOString(),
      );
      const code = await withinOtpLimits('number', () =>
        otpCodes.issue({ ...portalOtp, recipient: msisdn }),
      );
      const lang = await store.langOf(input.languageId);
      const texts = await store.page('otp-input-page', lang);
      // The code stays in ASCII digits in every language: it is typed into the OTP boxes.
      const text = fill(texts.sms_text, { code, minutes: portalOtp.ttlSeconds / 60 }, lang);
      try {
        await ports.otpSender.send({ to: msisdn, channel: 'sms', text });
      } catch (error) {
        ports.log.error({ err: error }, 'the portal OTP could not be sent');
        return { body: { code: 503, message: 'The code could not be sent. Please try again.' } };
      }
      return { body: { code: 200, message: 'OTP sent' } };
    },

    async verifyOtp({ query }) {
      const msisdn = String(query.msisdn);
      const result = await withinOtpLimits('number', () =>
        otpCodes.verify({ purpose: portalOtp.purpose, recipient: msisdn, code: String(query.otp) }),
      );
      if (result === 'ok') {
        return {
          body: {
            code: 200,
            message: 'OTP verified',
            data: await issuePortalSession(services, msisdn),
          },
        };
      }
      // The call carries no language: answer in the one the code was sent in.
      const subscriber = await db
        .selectFrom('portal_subscribers')
        .select('language_id')
        .where('msisdn', '=', msisdn)
        .executeTakeFirst();
      const texts = await store.page(
        'otp-input-page',
        await store.langOf(subscriber?.language_id ?? 1),
      );
      return { body: { code: 400, message: 'Invalid OTP', data: texts[failureTexts[result]] } };
    },

    async signOutPortal({ request }) {
      // The route let only a valid session through: the token it carries ends here.
      await endPortalSession(services, request);
      return { body: { code: 200, message: 'Signed out' } };
    },
  };
}
