import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';

const en = {
  numberRequired: 'Please enter your mobile number.',
  numberLength: 'The mobile number must be 9 to 11 digits.',
  invalidDigi: 'Please Give Vaild Digi Number !',
  invalidUmobile: 'Please Give Vaild U Mobile Number !',
  otpGroup: 'One-time code',
  otpDigit: 'Digit {n} of {total}',
  resendIn: 'You can ask for a new code in',
  codeResent: 'A new code was sent.',
  tooManyTries: 'Too many tries. Please wait a minute and try again.',
  sendFailed: 'The code could not be sent. Please try again.',
  verifyFailed: 'The code could not be checked. Please try again.',
};

/**
 * The number input's and the code page's own words (§2, §5; the spec's 'Please Give Vaild Digi
 * Number !' exactly): kept with their screens, out of the home's first download.
 */
export type IdentityTexts = typeof en;

const identityTexts: Record<PortalLanguage, IdentityTexts> = {
  en,
  ms: {
    numberRequired: 'Sila masukkan nombor telefon anda.',
    numberLength: 'Nombor telefon mesti 9 hingga 11 digit.',
    invalidDigi: 'Sila Berikan Nombor Digi Yang Sah !',
    invalidUmobile: 'Sila Berikan Nombor U Mobile Yang Sah !',
    otpGroup: 'Kod sekali guna',
    otpDigit: 'Digit {n} daripada {total}',
    resendIn: 'Anda boleh meminta kod baharu dalam',
    codeResent: 'Kod baharu telah dihantar.',
    tooManyTries: 'Terlalu banyak cubaan. Sila tunggu seminit dan cuba lagi.',
    sendFailed: 'Kod tidak dapat dihantar. Sila cuba lagi.',
    verifyFailed: 'Kod tidak dapat disemak. Sila cuba lagi.',
  },
  bn: {
    numberRequired: 'অনুগ্রহ করে আপনার মোবাইল নম্বর দিন।',
    numberLength: 'মোবাইল নম্বর ৯ থেকে ১১ ডিজিটের হতে হবে।',
    invalidDigi: 'অনুগ্রহ করে সঠিক ডিজি নম্বর দিন !',
    invalidUmobile: 'অনুগ্রহ করে সঠিক ইউ মোবাইল নম্বর দিন !',
    otpGroup: 'ওটিপি কোড',
    otpDigit: '{total} এর মধ্যে {n} নম্বর ডিজিট',
    resendIn: 'নতুন কোড চাইতে পারবেন',
    codeResent: 'নতুন কোড পাঠানো হয়েছে।',
    tooManyTries: 'অনেকবার চেষ্টা করা হয়েছে। এক মিনিট পরে আবার চেষ্টা করুন।',
    sendFailed: 'কোড পাঠানো যায়নি। আবার চেষ্টা করুন।',
    verifyFailed: 'কোড যাচাই করা যায়নি। আবার চেষ্টা করুন।',
  },
};

/** The identity screens' words in the language in use. */
export function useIdentityTexts(): IdentityTexts {
  return identityTexts[usePortalLanguage()];
}
