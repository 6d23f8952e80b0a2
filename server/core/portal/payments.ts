import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalid } from '../api/errors';
import type { Clock, Hashing, Ports } from '../ports';

/** How long the provider may take to call back for a payment request. */
const requestLifetimeMs = 24 * 60 * 60_000;

/** What the provider's callback says about a payment (the result page forwards it). */
export interface PaymentProof {
  requestId: string;
  /** The amount paid, with two decimals as sent to the provider (`3.00`). */
  amount: string;
  /** hex HMAC-SHA256 of `requestId|amount` under MPAY_CALLBACK_SECRET. */
  signature: string;
}

/** Records a payment the confirmation page asks the provider for. */
export async function recordPaymentRequest(
  db: Kysely<Database>,
  clock: Clock,
  request: {
    requestId: string;
    msisdn: string;
    service: string;
    amount: string;
    /** The package paid for (null: the service's own price). */
    productId: number | null;
  },
): Promise<void> {
  const now = clock.now();
  // Housekeeping: requests past their lifetime can no longer be paid.
  await db
    .deleteFrom('portal_payment_requests')
    .where('created_at', '<=', new Date(now.getTime() - requestLifetimeMs).toISOString())
    .execute();
  await db
    .insertInto('portal_payment_requests')
    .values({
      request_id: request.requestId,
      msisdn: request.msisdn,
      service: request.service,
      amount: request.amount,
      product_id: request.productId,
      created_at: now.toISOString(),
      used_at: null,
    })
    .execute();
}

/** The provider's signature of a payment. */
export const paymentSignature = (
  hashing: Hashing,
  secret: string,
  requestId: string,
  amount: string,
) => hashing.hmacSha256(secret, `${requestId}|${amount}`);

/**
 * Uses up a payment, once, when the provider signed it and it is one this server asked for the
 * same number and service, for that amount, within a day; 422 on the field at fault otherwise.
 * Runs in the caller's transaction, so the subscription it pays for commits with it. Answers the
 * package the payment was for (null: the service's own price).
 */
export async function spendPayment(
  trx: Kysely<Database>,
  { secret, ports }: { secret: string | undefined; ports: Pick<Ports, 'clock' | 'hashing'> },
  proof: Partial<PaymentProof>,
  payer: { msisdn: string; service: string },
): Promise<number | null> {
  if (secret === undefined) {
    throw invalid(
      'signature',
      'Payment callbacks are not configured on this server (MPAY_CALLBACK_SECRET).',
    );
  }
  const { requestId = '', amount = '', signature = '' } = proof;
  const issued = await trx
    .selectFrom('portal_payment_requests')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  const fresh =
    issued !== undefined &&
    Date.parse(issued.created_at) + requestLifetimeMs > ports.clock.now().getTime();
  if (!fresh || issued.msisdn !== payer.msisdn || issued.service !== payer.service) {
    throw invalid('requestId', 'The selected request id is invalid.');
  }
  const expected = await paymentSignature(ports.hashing, secret, requestId, amount);
  const given = signature.toLowerCase();
  if (!(given.length === expected.length && ports.hashing.equal(given, expected))) {
    throw invalid('signature', 'The payment signature is invalid.');
  }
  if (amount !== issued.amount) {
    throw invalid('amount', 'The amount does not match the payment request.');
  }
  const spent = await trx
    .updateTable('portal_payment_requests')
    .set({ used_at: ports.clock.now().toISOString() })
    .where('id', '=', issued.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows === 0n) {
    throw invalid('requestId', 'This payment has already been used.');
  }
  return issued.product_id ?? null;
}
