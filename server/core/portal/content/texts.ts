import type { Text } from '../../../../domain/portal-content';
import { pageTexts as mockPageTexts } from '../../../../domain/portal-content';

/** The texts of each page (and shared sets such as buttons), in every language, as seeded. */
export const pageTexts = {
  ...mockPageTexts,
  // The mock accepts one fixed code that never expires and sends no SMS; the server's codes
  // expire, lock after too many wrong tries and go out by SMS, so it has these texts on top.
  'otp-input-page': {
    ...mockPageTexts['otp-input-page'],
    expired_otp_text: {
      en: 'This OTP has expired. Please resend the code.',
      ms: 'OTP ini telah tamat tempoh. Sila hantar semula kod.',
      bn: 'এই OTP-র মেয়াদ শেষ। আবার কোড পাঠান।',
    },
    too_many_attempts_text: {
      en: 'Too many wrong codes. Please resend the code.',
      ms: 'Terlalu banyak kod salah. Sila hantar semula kod.',
      bn: 'অনেকবার ভুল কোড দেওয়া হয়েছে। আবার কোড পাঠান।',
    },
    sms_text: {
      en: 'Your Telco Kit code is {code}. It expires in {minutes} minutes.',
      ms: 'Kod Telco Kit anda ialah {code}. Ia tamat dalam {minutes} minit.',
      bn: 'আপনার Telco Kit কোড {code}। এটি {minutes} মিনিটে শেষ হবে।',
    },
  },
} satisfies Record<string, Record<string, Text>>;

/** A page (or shared text set) of `pageTexts`. */
export type PageName = keyof typeof pageTexts;

/** The texts of a page in one language, by key. */
export type PageTexts<Page extends PageName> = Record<keyof (typeof pageTexts)[Page], string>;
