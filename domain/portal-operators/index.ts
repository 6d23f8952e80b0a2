/**
 * The portal's operators and the rules of their numbers: facts the server seeds, the mock API
 * answers and the portal's screens check, kept apart from the portal's content so a screen that
 * needs one of them does not bring in every text and list.
 */

/** Operator ids of the portal: 1 = Digi, 2 = U Mobile. */
export type OperatorId = 1 | 2;

/** A portal operator: what the operator modal shows and how its numbers are checked. */
export interface PortalOperator {
  id: OperatorId;
  name: string;
  /** The logo the operator modal shows. */
  logo: string;
  /** The page id the home answer's prompt carries. */
  homePageId: string;
  /** What the operator check (is_dg_user) answers for one of its numbers. */
  numberCheck: { code: number; message: string };
  /** The server's message for a number that is not the operator's (customer-portal §8). */
  invalidNumberMessage: string;
  /** The USSD service code its offers are dialled with (`*128*31#`). */
  ussd: string;
}

const digi: PortalOperator = {
  id: 1,
  name: 'Digi',
  logo: '/images/operators/digi.svg',
  homePageId: 'HOME_01',
  numberCheck: { code: 2001, message: 'Digi subscriber' },
  invalidNumberMessage: 'Please Give Vaild Digi Number !',
  ussd: '*128',
};

const umobile: PortalOperator = {
  id: 2,
  name: 'U Mobile',
  logo: '/images/operators/umobile.svg',
  homePageId: 'UM_HOME_01',
  numberCheck: { code: 105, message: 'U Mobile subscriber' },
  invalidNumberMessage: 'Please Give Vaild U Mobile Number !',
  ussd: '*118',
};

/** The portal's operators, in the order the operator modal lists them. */
export const portalOperators: readonly PortalOperator[] = [digi, umobile];

/** An operator by id. */
export const portalOperator = (operatorId: OperatorId): PortalOperator =>
  operatorId === 2 ? umobile : digi;

/** The operator check's message for a number of no portal operator. */
export const notOperatorNumberMessage = (names: string[]) =>
  `Number is not a ${names.join(' or ')} subscriber`;

/** The dial code of an operator's offer (`*128*31#` on Digi, `*118*31#` on U Mobile). */
export const offerDialCode = (operatorId: OperatorId, packageId: number) =>
  `${portalOperator(operatorId).ussd}*${String(packageId)}#`;

/**
 * The portal's settings: the favourites list maximum, the points a referral earns, and the
 * operator-2 payment provider's form address and site code.
 */
export const portalSettings = {
  favouriteMaxLimit: 5,
  referralPoint: 20,
  mpayActionUrl: 'https://mpay.umobile.com.my/subscription/confirm',
  mpaySiteCode: 'TCK01',
} as const;

/**
 * Mobile numbers of each country in national form (trunk 0 first). Malaysia: 01 and 8 digits,
 * 011 and 8 (the contract's msisdn is 60 and the digits after the 0); Bangladesh: 013 to 019 and
 * 8 digits. No number is both, so a number without its calling code has one country.
 */
export const nationalMobilePatterns: Readonly<Record<string, RegExp>> = {
  MY: /^01(?:1[0-9]{8}|[02-9][0-9]{7})$/,
  BD: /^01[3-9][0-9]{8}$/,
};

/** Whether a number in national form (0…) is a mobile number of the country. */
export const isNationalMobile = (country: string, national: string): boolean =>
  nationalMobilePatterns[country]?.test(national) === true;
