import type { Schema } from '@api';
import type { PortalTextKey } from '@features/portal/core';
import type { LabelTone } from '@ds';

/** How a subscription's status reads and looks. */
export const subscriptionStatus: Record<
  Schema<'MySubscriptionItem'>['status'],
  { text: PortalTextKey; tone: LabelTone }
> = {
  active: { text: 'statusActive', tone: 'success' },
  pending: { text: 'statusPending', tone: 'warning' },
  suspended: { text: 'statusSuspended', tone: 'danger' },
};

/** How a transaction's status reads and looks. */
export const transactionStatus: Record<
  Schema<'UserHistoryItem'>['status'],
  { text: PortalTextKey; tone: LabelTone }
> = {
  success: { text: 'statusSuccess', tone: 'success' },
  pending: { text: 'statusPending', tone: 'warning' },
  failed: { text: 'statusFailed', tone: 'danger' },
};

/** How a transaction's kind reads. */
export const transactionKind: Record<Schema<'UserHistoryItem'>['type'], PortalTextKey> = {
  subscription: 'historySubscription',
  topup: 'historyTopup',
  internet: 'historyInternet',
  'bd-topup': 'historyBdTopup',
};
