export type { OtpMessage, OtpSender } from '../ports';

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
