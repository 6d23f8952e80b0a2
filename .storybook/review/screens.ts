/**
 * Each product's screens by route, for the review page (Review.mdx): the routes are the apps'
 * own `paths`, and each names the stories (a component's title, and the states among its
 * stories) that show its screen. .storybook/review/screens.test.ts keeps it complete.
 */
import { paths as adminPaths, type ResourcePaths } from '../../apps/admin/paths';
import { paths as portalPaths } from '../../apps/portal/paths';

/** One route and the stories that show its screen. */
export interface ReviewedRoute {
  /** The route, as the app's `paths` give it (`:id` for a record's id). */
  route: string;
  /** The title of the stories that show the screen ('Admin/Access/Users'). */
  title: string;
  /** Only the stories whose names start with one of these, when a title shows several routes. */
  states?: readonly string[];
}

/** A product and its routes. */
export interface ReviewedProduct {
  product: string;
  routes: readonly ReviewedRoute[];
}

/** The route of a path that takes a record's id. */
const withId = (path: (id: string) => string) => path(':id');

/** A resource's routes (list, create, edit, show) and the states of its screens' stories. */
function resourceRoutes(resource: ResourcePaths, title: string): ReviewedRoute[] {
  const { list, create, edit, show } = resource;
  return [
    { route: list, title, states: ['List'] },
    ...(create === undefined ? [] : [{ route: create, title, states: ['Create'] }]),
    ...(edit === undefined ? [] : [{ route: withId(edit), title, states: ['Edit'] }]),
    ...(show === undefined ? [] : [{ route: withId(show), title, states: ['Show'] }]),
  ];
}

/** The titles of the resources' stories, by their key in the console's `paths`. */
const resourceTitles = {
  users: 'Admin/Access/Users',
  roles: 'Admin/Access/Roles',
  permissions: 'Admin/Access/Permissions',
  organizations: 'Admin/Extensions/Organizations',
  departments: 'Admin/Extensions/Departments',
  services: 'Admin/Extensions/Services',
  databaseConnections: 'Admin/Extensions/Database connections',
  routeLists: 'Admin/Extensions/Route list',
  customPermissions: 'Admin/Extensions/Custom permissions',
  customPermissionDetails: 'Admin/Extensions/Custom permission details',
  gatewayApis: 'Admin/Extensions/API gateway APIs',
  gatewayApplications: 'Admin/Extensions/API gateway applications',
  generalLedgerAccounts: 'Billing/Accounting/General ledger accounts',
  accounts: 'Billing/Accounting/Accounts',
  accountingTransactions: 'Billing/Accounting/Accounting transactions',
  commissionPlans: 'Billing/Commission/Commission plans',
  commissionConditionNames: 'Billing/Commission/Commission condition names',
  commissionConfigs: 'Billing/Commission/Commission configs',
  commissionDeferreds: 'Billing/Commission/Deferred commissions',
  commissionLogs: 'Billing/Commission/Commission logs',
  salesLogs: 'Billing/Commission/Sales logs',
  gateways: 'Billing/Payment/Gateways',
  merchantGateways: 'Billing/Payment/Merchant gateways',
  paymentTransactions: 'Billing/Payment/Payment transactions',
  paymentTransactionEvents: 'Billing/Payment/Payment transaction events',
  productCategories: 'Billing/Product/Product categories',
  products: 'Billing/Product/Products',
  ratingTypes: 'Billing/Product rating/Rating types',
  ratingConditionNames: 'Billing/Product rating/Rating condition names',
  ratingPlans: 'Billing/Product rating/Rating plans',
  ratingConfigs: 'Billing/Product rating/Rating configs',
  userPaymentMethods: 'Billing/User payment methods',
  subscriptionPlans: 'Billing/Subscription/Subscription plans',
  subscriptions: 'Billing/Subscription/Subscriptions',
  usageRecords: 'Billing/Subscription/Usage records',
  invoices: 'Billing/Invoices',
} as const satisfies Partial<Record<keyof typeof adminPaths, string>>;

const admin = adminPaths;
const portal = portalPaths;

/** The console's keys that are no screen of its own ('/' is the portal's). */
export const notConsoleScreens: readonly (keyof typeof adminPaths)[] = ['siteHome'];

/** The screens of the three products, by route. */
export const reviewedProducts: readonly ReviewedProduct[] = [
  {
    product: 'Admin console',
    routes: [
      { route: admin.login, title: 'Admin/Auth/Login' },
      { route: admin.forgotPassword, title: 'Admin/Auth/ForgotPassword' },
      { route: admin.resetPassword, title: 'Admin/Auth/ResetPassword' },
      { route: admin.home, title: 'Admin/AdminHome' },
      { route: admin.about, title: 'Admin/Home/AboutPage', states: ['About'] },
      { route: admin.blank, title: 'Admin/Home/AboutPage', states: ['Blank'] },
      { route: admin.menu, title: 'Admin/Menu/MenuEditorScreen' },
      { route: admin.profile, title: 'Admin/Auth/Profile' },
      { route: admin.updatePassword, title: 'Admin/Auth/ChangePassword' },
      { route: admin.changePassword, title: 'Admin/Auth/ChangePassword' },
      { route: admin.logs, title: 'Admin/Access/Operation logs' },
      { route: admin.notifications, title: 'Admin/Notifications/NotificationsScreen' },
      { route: withId(admin.notification), title: 'Admin/Notifications/NotificationScreen' },
      ...Object.entries(resourceTitles).flatMap(([key, title]) =>
        resourceRoutes(admin[key as keyof typeof resourceTitles], title),
      ),
    ],
  },
  {
    product: 'Report builder',
    routes: [
      { route: admin.queryReports, title: 'Admin/Report builder/QueryListScreen' },
      { route: admin.queryBuilder(':id?'), title: 'Admin/Report builder/QueryFormScreen' },
      { route: admin.reportDesigner, title: 'Reports/ReportDesigner' },
    ],
  },
  {
    product: 'Customer portal',
    routes: [
      { route: portal.frontHome, title: 'Portal/Home/HomeScreen' },
      { route: portal.frontHomeM, title: 'Portal/Home/HomeScreen' },
      { route: portal.frontHomeOp, title: 'Portal/Home/HomeScreen' },
      {
        route: portal.operator,
        title: 'Portal/Shell/PortalLayout',
        states: ['First Visit', 'Change Operator'],
      },
      { route: portal.servicePage, title: 'Portal/Subscriptions/ServiceScreen' },
      { route: portal.multipleServiceDetails, title: 'Portal/Subscriptions/ServiceScreen' },
      { route: portal.dialPage, title: 'Portal/Subscriptions/DialScreen' },
      { route: portal.listService, title: 'Portal/Subscriptions/SectionListScreen' },
      { route: portal.listServiceDetails, title: 'Portal/Subscriptions/SectionListScreen' },
      { route: portal.multipleService, title: 'Portal/Subscriptions/KhoborListScreen' },
      { route: portal.internetServices, title: 'Portal/Offers/InternetOffersScreen' },
      { route: portal.internetOffer, title: 'Portal/Offers/InternetOfferScreen' },
      { route: portal.cinema, title: 'Portal/Offers/CinemaScreen' },
      { route: portal.packageService, title: 'Portal/Offers/PackageServiceScreen' },
      { route: portal.freeServices, title: 'Portal/Notices/FreeServiceGamesScreen' },
      { route: portal.topupHub, title: 'Portal/Topup/TopupHubScreen' },
      {
        route: portal.topup,
        title: 'Portal/Topup/TopupJourney',
        states: ['Other Number', 'Bangladesh', 'Own Number'],
      },
      { route: portal.topupPackages, title: 'Portal/Topup/TopupJourney', states: ['Amounts'] },
      {
        route: portal.packageReview,
        title: 'Portal/Topup/TopupJourney',
        states: ['Review', 'Nothing Chosen'],
      },
      { route: portal.walletSelect, title: 'Portal/Topup/WalletScreens', states: ['Wallets'] },
      {
        route: portal.walletConfirmation,
        title: 'Portal/Topup/WalletScreens',
        states: ['Confirm', 'Payment Fails'],
      },
      {
        route: portal.walletSubmit,
        title: 'Portal/Topup/WalletScreens',
        states: ['Success', 'Failure'],
      },
      { route: portal.userHistory, title: 'Portal/Subscriptions/UserHistoryScreen' },
      { route: portal.mySubscription, title: 'Portal/Subscriptions/MySubscriptionScreen' },
      { route: portal.terms, title: 'Portal/Subscriptions/InfoScreen', states: ['Terms'] },
      { route: portal.about, title: 'Portal/Subscriptions/InfoScreen', states: ['About'] },
      { route: portal.referFriend, title: 'Portal/Refer/ReferFriendScreen' },
      { route: portal.support, title: 'Portal/Support/SupportScreen' },
      { route: portal.supportHistory, title: 'Portal/Support/SupportHistoryScreen' },
      { route: portal.ticketSuccess, title: 'Portal/Support/TicketSuccessScreen' },
      { route: portal.notices, title: 'Portal/Notices/NoticeScreen' },
      { route: portal.campaign, title: 'Portal/Notices/CampaignScreen' },
      { route: portal.numberInput, title: 'Portal/Identity/NumberInputScreen' },
      { route: portal.otp, title: 'Portal/Identity/OtpScreen' },
      { route: portal.favouriteAdd, title: 'Portal/Favourites/FavouriteFormScreen' },
      { route: portal.favourites, title: 'Portal/Favourites/FavouriteListScreen' },
      {
        route: portal.confirmation,
        title: 'Portal/Subscriptions/ConfirmScreen',
        states: ['Subscribe', 'Umobile Payment Form', 'Failed'],
      },
      {
        route: portal.unsubConfirmation,
        title: 'Portal/Subscriptions/ConfirmScreen',
        states: ['Unsubscribe'],
      },
      { route: portal.registration, title: 'Portal/Subscriptions/RegistrationScreen' },
      { route: portal.deregistration, title: 'Portal/Subscriptions/DeregistrationScreen' },
      { route: portal.umobileResult, title: 'Portal/Subscriptions/UmobileResultScreen' },
    ],
  },
];
