import type { Schema } from '../schema';

/** The operator and language of a visitor who chose none (customer-portal §9). */
export const defaultOperatorId = 1;
export const defaultLanguageId = 1;

/**
 * The answers a first visit's home shows, for a visitor who chose no operator or language, as
 * the server writes them into the portal's page (`firstAnswersElementId`): the home's three and
 * the portal frame's four. The page shows them in its first render, without asking again.
 */
export interface FirstAnswers {
  operatorId: number;
  languageId: number;
  banners: Schema<'BannerListResponse'>;
  paid: Schema<'PaidServiceResponse'>;
  free: Schema<'FreeServiceResponse'>;
  /** The operators, for the frame's logo and the operator popup. */
  operators: Schema<'OperatorListResponse'>;
  /** The operator's languages, for the sidebar's language choice. */
  languages: Schema<'LanguageListResponse'>;
  menu: Schema<'PortalMenuResponse'>;
  footer: Schema<'FooterResponse'>;
}

/**
 * The portal addresses that open the home with the stored operator (`paths.frontHome`,
 * `frontHomeM` and `frontHomeOp` without its operator): the server writes the first answers into
 * these pages, and the app reads them there.
 */
export const firstVisitHomes: readonly string[] = ['/', '/m', '/home'];

/** The id of the page's `<script type="application/json">` that holds the first answers. */
export const firstAnswersElementId = 'portal-first-answers';

export { firstVisitRequests, requestAddress, type RequestParts, type Visitor } from './requests';
export {
  firstBannersElementId,
  visitorBannerScript,
  visitorStorage,
  type FirstBanners,
} from './visitorBanner';
