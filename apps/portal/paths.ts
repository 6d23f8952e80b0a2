import type { PortalDestination, PortalScreen } from '@features/portal/core';
import { generatePath } from 'react-router-dom';

/** Every portal route of customer-portal §2 (spellings as given), as react-router patterns. */
export const paths = {
  frontHome: '/',
  frontHomeM: '/m',
  frontHomeOp: '/home/:op?',
  operator: '/operator/:id',
  servicePage: '/subscription-services/:service?',
  dialPage: '/subscription-services/dial/:service',
  listService: '/list-service/:service',
  listServiceDetails: '/list-services-details/:service',
  multipleServiceDetails: '/multiple-service/details/:service',
  multipleService: '/multiple-serivce/:service',
  internetServices: '/internet-services/:service',
  internetOffer: '/internet-services/internet/:id',
  cinema: '/cinema-services/details',
  packageService: '/package-services/:service',
  freeServices: '/free-services/:id',
  topupHub: '/topup-services/:service',
  topup: '/topup-services/topup/:type',
  topupPackages: '/topup-services/topup/packages/:type',
  packageReview: '/topup-services/topup/packages/review/:service',
  walletSelect: '/wallet-select-page/:service',
  walletConfirmation: '/wallet-confirmation-page/:service',
  walletSubmit: '/wallet-submit-page/:reason',
  userHistory: '/user-history',
  mySubscription: '/my-subscription',
  terms: '/terms-conditions',
  about: '/about-us',
  referFriend: '/refer-friend',
  support: '/support-page',
  supportHistory: '/support-history',
  ticketSuccess: '/ticket-success',
  notices: '/notice-page',
  campaign: '/campaign',
  numberInput: '/input-msisdn-page/:service',
  otp: '/otp-page/:msisdn?',
  favouriteAdd: '/favourite-number-add',
  favourites: '/favourite-number-view',
  confirmation: '/service-confirmation-page',
  unsubConfirmation: '/unsub-confirmation-page/:service?',
  registration: '/service-registration',
  deregistration: '/service-deregistration',
  umobileResult: '/umobile/:pageType/:type/:service?',
} as const;

/** Each screen's route and the name of its one parameter (with the spec's default value). */
const screenRoutes: Record<PortalScreen, { path: string; param?: string; fallback?: string }> = {
  home: { path: paths.frontHomeOp, param: 'op' },
  numberInput: { path: paths.numberInput, param: 'service', fallback: 'input' },
  topupHub: { path: paths.topupHub, param: 'service', fallback: 'topup' },
  internetOffers: { path: paths.internetServices, param: 'service', fallback: 'internet' },
  internetOffer: { path: paths.internetOffer, param: 'id' },
  packageService: { path: paths.packageService, param: 'service', fallback: 'game_zone' },
  referFriend: { path: paths.referFriend },
  userHistory: { path: paths.userHistory },
  mySubscription: { path: paths.mySubscription },
  favourites: { path: paths.favourites },
  listService: { path: paths.listService, param: 'service', fallback: 'caller_tunes' },
  listServiceDetails: { path: paths.listServiceDetails, param: 'service', fallback: 'games' },
  multipleService: { path: paths.multipleService, param: 'service', fallback: 'bangla_barta' },
  servicePage: { path: paths.servicePage, param: 'service' },
  terms: { path: paths.terms },
  support: { path: paths.support },
  supportHistory: { path: paths.supportHistory },
  freeServices: { path: paths.freeServices, param: 'id', fallback: '4' },
  notices: { path: paths.notices },
  cinema: { path: paths.cinema },
  packageReview: { path: paths.packageReview, param: 'service', fallback: 'topup' },
  otp: { path: paths.otp, param: 'msisdn' },
  dialPage: { path: paths.dialPage, param: 'service', fallback: 'bangla_barta' },
  multipleServiceDetails: {
    path: paths.multipleServiceDetails,
    param: 'service',
    fallback: 'bangla_barta',
  },
  confirmation: { path: paths.confirmation },
  unsubConfirmation: { path: paths.unsubConfirmation, param: 'service' },
  registration: { path: paths.registration },
  deregistration: { path: paths.deregistration },
  topupNumber: { path: paths.topup, param: 'type' },
  topupPackages: { path: paths.topupPackages, param: 'type' },
  walletSelect: { path: paths.walletSelect, param: 'service' },
  walletConfirmation: { path: paths.walletConfirmation, param: 'service' },
  walletSubmit: { path: paths.walletSubmit, param: 'reason' },
  favouriteAdd: { path: paths.favouriteAdd },
  ticketSuccess: { path: paths.ticketSuccess },
  campaign: { path: paths.campaign },
};

/** The portal address of a destination (other sites keep their URL). */
export function hrefOf(destination: PortalDestination): string {
  switch (destination.kind) {
    case 'path':
      return destination.path;
    case 'external':
      return destination.url;
    case 'operator-choice':
      return paths.frontHome;
    case 'screen': {
      const route = screenRoutes[destination.screen];
      const value = destination.param ?? route.fallback;
      const path = generatePath(
        route.path,
        route.param === undefined || value === undefined ? {} : { [route.param]: value },
      );
      return destination.query === undefined
        ? path
        : `${path}?${new URLSearchParams(destination.query).toString()}`;
    }
  }
}
