import { recordPaymentRequest } from '../../server/core/portal/payments';
import type { MockCore } from './core';

/** What the signed-in administrator of a mock API is instead: another name and other roles. */
export interface SignedInAs {
  /** The name the console shows. */
  name?: string;
  /** The seeded roles (by slug) the user holds instead of Administrator. */
  roles: string[];
}

/**
 * An arrangement (see `MockApiOptions.arrange`) under which the mock API's signed-in user holds
 * only the given roles: the core then grants and refuses what it would for such a user.
 */
export function signedInAs({ name, roles }: SignedInAs) {
  return async ({ db }: MockCore): Promise<void> => {
    const admin = await db
      .selectFrom('admin_users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const held = await db
      .selectFrom('admin_roles')
      .select('id')
      .where('slug', 'in', roles)
      .execute();
    if (held.length !== roles.length) throw new Error(`No seeded role among ${roles.join(', ')}`);
    if (name !== undefined) {
      await db.updateTable('admin_users').set({ name }).where('id', '=', admin.id).execute();
    }
    await db.deleteFrom('admin_role_users').where('user_id', '=', admin.id).execute();
    await db
      .insertInto('admin_role_users')
      .values(held.map((role) => ({ role_id: role.id, user_id: admin.id })))
      .execute();
  };
}

/** The mock payment provider's success callback for a week of Bangla Barta, RM 3.00. */
export const mockPaidCallback = {
  requestId: 'REQ-20250601-0042',
  amount: '3.00',
  // HMAC-SHA256 of `requestId|amount` with `mockPaymentSecret`, as the provider signs it.
  signature: '4874936dee7363054eb76d5a77ab49d0d9105afaf56a71b7ca2c6f75a25c6070',
};

/**
 * An arrangement under which `mockPaidCallback` names a payment the portal asked of the provider
 * for a number (as the confirmation page does before the visitor pays).
 */
export function paymentRequested(msisdn: string) {
  return async ({ db, ports }: MockCore): Promise<void> => {
    await recordPaymentRequest(db, ports.clock, {
      requestId: mockPaidCallback.requestId,
      msisdn,
      service: 'bangla_barta',
      amount: mockPaidCallback.amount,
      productId: null,
    });
  };
}

/**
 * An arrangement under which the portal has sent a number its one-time code (`mockOtp`), as the
 * number screen does before the code screen shows.
 */
export function otpSent(msisdn: string, operatorId: 1 | 2 = 1) {
  return async ({ api }: MockCore): Promise<void> => {
    const answer = await api.handle('sendOtp', {
      params: {},
      query: { languageId: '1', msisdn, operatorId: String(operatorId) },
      headers: { host: 'mock.test' },
      body: undefined,
      files: {},
      path: '/api/portal/send_otp',
      ip: '127.0.0.1',
      secure: false,
    });
    if (answer.status !== 200)
      throw new Error(`No code was sent to ${msisdn}: ${String(answer.status)}`);
  };
}
