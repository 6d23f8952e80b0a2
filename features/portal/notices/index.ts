export { NoticeScreen } from './NoticeScreen/NoticeScreen';
export {
  FreeServiceGamesScreen,
  type FreeServiceGamesScreenProps,
} from './FreeServiceGamesScreen/FreeServiceGamesScreen';
export { CampaignScreen, type CampaignScreenProps } from './CampaignScreen/CampaignScreen';
export { campaignDestination, campaignOperators, type CampaignOperator } from './model/campaign';
