import type { Schema } from '../schema';

type Gateway = Schema<'Gateway'>;
type MerchantGateway = Schema<'MerchantGateway'>;
type Method = Gateway['supported_methods'][number];

const gatewayRows: [
  string,
  string,
  string,
  string,
  Gateway['supported_currencies'],
  Method[],
  boolean,
  Gateway['status'],
][] = [
  [
    'iPay88 Malaysia',
    'ipay88',
    'iPay88 (M) Sdn Bhd',
    'https://payment.ipay88.com.my/epayment',
    ['MYR'],
    ['card', 'fpx', 'ewallet'],
    false,
    'active',
  ],
  [
    'Razer Merchant Services',
    'razer_ms',
    'Razer Merchant Services Sdn Bhd',
    'https://pay.merchant.razer.com/RMS',
    ['MYR', 'USD'],
    ['card', 'fpx', 'ewallet'],
    false,
    'active',
  ],
  [
    "Touch 'n Go eWallet",
    'tng_ewallet',
    'TNG Digital Sdn Bhd',
    'https://api.tngdigital.com.my/v1',
    ['MYR'],
    ['ewallet'],
    false,
    'active',
  ],
  [
    'Boost',
    'boost',
    'Boost Holdings Sdn Bhd',
    'https://api.boost-my.com/v2',
    ['MYR'],
    ['ewallet'],
    false,
    'active',
  ],
  [
    'GrabPay',
    'grabpay',
    'GPay Network (M) Sdn Bhd',
    'https://partner-api.grab.com/grabpay',
    ['MYR'],
    ['ewallet'],
    false,
    'active',
  ],
  [
    'FPX online banking',
    'fpx_paynet',
    'Payments Network Malaysia Sdn Bhd',
    'https://www.mepsfpx.com.my/FPXMain',
    ['MYR'],
    ['fpx', 'bank_transfer'],
    false,
    'active',
  ],
  [
    'Stripe',
    'stripe',
    'Stripe Payments Singapore Pte Ltd',
    'https://api.stripe.com/v1',
    ['MYR', 'USD'],
    ['card'],
    false,
    'active',
  ],
  [
    'Digi carrier billing',
    'digi_dcb',
    'Digi Telecommunications Sdn Bhd',
    'https://dcb.digi.com.my/api',
    ['MYR'],
    ['carrier_billing'],
    false,
    'active',
  ],
  [
    'U Mobile mPay',
    'umobile_mpay',
    'U Mobile Sdn Bhd',
    'https://mpay.umobile.com.my/api',
    ['MYR'],
    ['carrier_billing'],
    false,
    'active',
  ],
  [
    'bKash',
    'bkash',
    'bKash Limited',
    'https://tokenized.pay.bka.sh/v1.2.0-beta',
    ['BDT'],
    ['ewallet'],
    false,
    'active',
  ],
  [
    'Nagad',
    'nagad',
    'Nagad (Bangladesh Post Office)',
    'https://api.mynagad.com/api/dfs',
    ['BDT'],
    ['ewallet'],
    true,
    'maintenance',
  ],
  [
    'Adyen test',
    'adyen_test',
    'Adyen N.V.',
    'https://checkout-test.adyen.com/v71',
    ['MYR', 'USD'],
    ['card'],
    true,
    'inactive',
  ],
];

/** Payment gateways (ids 1–12). */
export function seedGateways(): Gateway[] {
  return gatewayRows.map(
    ([name, code, provider, url, currencies, methods, sandbox, status], index) => ({
      id: index + 1,
      name,
      code,
      provider,
      api_base_url: url,
      supported_currencies: currencies,
      supported_methods: methods,
      is_sandbox: sandbox,
      status,
      created_at: `2024-01-${String(3 + index).padStart(2, '0')}T00:00:00Z`,
      updated_at:
        index === 0
          ? '2025-02-14T06:00:00Z'
          : `2024-01-${String(3 + index).padStart(2, '0')}T00:00:00Z`,
    }),
  );
}

const merchantRows: [
  number,
  string,
  string,
  string,
  1 | 2 | null,
  number,
  MerchantGateway['status'],
][] = [
  [1, 'Telco Console Kit - postpaid bills', 'M21454', 'ipay88', null, 1.5, 'active'],
  [1, 'Telco Console Kit - Digi reloads', 'M21455', 'ipay88', 1, 1.5, 'active'],
  [1, 'Telco Console Kit - U Mobile reloads', 'M21456', 'ipay88', 2, 1.5, 'active'],
  [2, 'Telco Console Kit - RMS cards', 'tck_rms_01', 'razer', null, 1.8, 'active'],
  [3, 'Telco Console Kit - TNG', 'TNG880021', 'tng', null, 1.2, 'active'],
  [4, 'Telco Console Kit - Boost', 'BST-55120', 'boost', null, 1.2, 'active'],
  [5, 'Telco Console Kit - GrabPay', 'GP-MY-77310', 'grabpay', null, 1.3, 'active'],
  [6, 'Telco Console Kit - FPX', 'FPX-SE00041872', 'fpx', null, 0.9, 'active'],
  [7, 'Telco Console Kit - Stripe USD', 'acct_1PqTck', 'stripe', null, 2.9, 'active'],
  [8, 'Digi DCB - VAS subscriptions', 'DCB-TCK-01', 'digi-dcb', 1, 15, 'active'],
  [9, 'U Mobile mPay - VAS subscriptions', 'TCK01', 'umobile', 2, 15, 'active'],
  [10, 'Telco Console Kit - bKash top-up', 'BK-TCK-2025', 'bkash', null, 1.85, 'active'],
  [11, 'Telco Console Kit - Nagad top-up', 'NG-683002', 'nagad', null, 1.5, 'inactive'],
  [12, 'Adyen sandbox merchant', 'TCKSandboxECOM', 'adyen', null, 2.5, 'inactive'],
];

/** Merchant accounts on the gateways (ids 1–14); merchant keys are write-only and never seeded. */
export function seedMerchantGateways(): MerchantGateway[] {
  return merchantRows.map(([gatewayId, name, code, slug, operatorId, fee, status], index) => ({
    id: index + 1,
    gateway_id: gatewayId,
    merchant_name: name,
    merchant_code: code,
    callback_url: `https://api.telco-kit.my/api/payments/${slug}/callback`,
    return_url:
      gatewayId === 8 || gatewayId === 9
        ? 'https://portal.telco-kit.my/service-registration'
        : 'https://portal.telco-kit.my/wallet-submit-page/success',
    currency: gatewayId === 10 || gatewayId === 11 ? 'BDT' : gatewayId === 7 ? 'USD' : 'MYR',
    fee_rate: fee,
    operator_id: operatorId,
    status,
    created_at: `2024-01-${String(3 + (index % 20)).padStart(2, '0')}T00:00:00Z`,
    updated_at: `2024-01-${String(3 + (index % 20)).padStart(2, '0')}T00:00:00Z`,
  }));
}

/** The merchant account a payment of this method and operator goes through. */
export function merchantFor(
  method: Method,
  operatorId: 1 | 2,
): { merchant: number; gateway: number } {
  switch (method) {
    case 'card':
      return { merchant: operatorId === 1 ? 2 : 3, gateway: 1 };
    case 'fpx':
    case 'bank_transfer':
      return { merchant: 8, gateway: 6 };
    case 'ewallet':
      return operatorId === 1 ? { merchant: 5, gateway: 3 } : { merchant: 7, gateway: 5 };
    case 'carrier_billing':
      return operatorId === 1 ? { merchant: 10, gateway: 8 } : { merchant: 11, gateway: 9 };
  }
}
