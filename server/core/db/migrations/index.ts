import type { Migration } from 'kysely';
import * as initial from './001_initial';
import * as adminResources from './002_admin_resources';
import * as billing from './003_billing';
import * as reportBuilder from './004_report_builder';
import * as portal from './005_portal';
import * as otpAndSessions from './006_otp_and_sessions';
import * as otpEvents from './007_otp_events';
import * as paymentRequests from './008_payment_requests';
import * as relativeAvatars from './009_relative_avatars';
import * as signInLimits from './010_sign_in_limits';
import * as chosenPackages from './011_chosen_packages';
import * as usageRecordUpdates from './012_usage_record_updates';

/**
 * Every migration, by name, in the order they run. Listed here rather than read from the folder
 * so that tsx, vitest and a bundler all see the same set; add new files to this record.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_admin_resources': adminResources,
  '003_billing': billing,
  '004_report_builder': reportBuilder,
  '005_portal': portal,
  '006_otp_and_sessions': otpAndSessions,
  '007_otp_events': otpEvents,
  '008_payment_requests': paymentRequests,
  '009_relative_avatars': relativeAvatars,
  '010_sign_in_limits': signInLimits,
  '011_chosen_packages': chosenPackages,
  '012_usage_record_updates': usageRecordUpdates,
};
