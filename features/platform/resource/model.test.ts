import { describe, expect, it } from 'vitest';
import {
  bodyFromValues,
  initialValues,
  listQuery,
  listStateFromSearch,
  rateRule,
  searchFromListState,
  validateValues,
  withFormatChecked,
} from './model';
import { defineResource, type ResourceField, type ResourceFilter } from './types';

const filters: ResourceFilter[] = [
  { name: 'q', label: 'Search', minLength: 2 },
  { name: 'status', label: 'Status', type: 'select' },
];

describe('list state in the URL query', () => {
  it('reads the page and the declared filters, ignoring others and bad pages', () => {
    expect(listStateFromSearch(new URLSearchParams('page=3&q=ai&status=1&x=y'), filters)).toEqual({
      page: 3,
      perPage: 10,
      filters: { q: 'ai', status: '1' },
    });
    expect(listStateFromSearch(new URLSearchParams('page=-2'), filters).page).toBe(1);
    expect(listStateFromSearch(new URLSearchParams('page=abc'), filters).page).toBe(1);
  });

  it('writes the page (left out on page 1) and filters, keeping unrelated parameters', () => {
    const next = searchFromListState(
      new URLSearchParams('tab=2&q=old&page=4'),
      { page: 1, filters: { status: '0' } },
      filters,
    );
    expect(next.toString()).toBe('tab=2&status=0');
    expect(
      searchFromListState(new URLSearchParams(), { page: 2, filters: {} }, filters).toString(),
    ).toBe('page=2');
  });

  it('reads and writes the page size: one the list offers, left out at the default 10', () => {
    const read = (query: string) => listStateFromSearch(new URLSearchParams(query), filters);
    expect(read('per_page=50').perPage).toBe(50);
    expect(read('per_page=7').perPage).toBe(10);
    expect(read('per_page=1000').perPage).toBe(10);
    const write = (perPage: number) =>
      searchFromListState(
        new URLSearchParams('per_page=25'),
        { page: 1, perPage, filters: {} },
        [],
      ).toString();
    expect(write(100)).toBe('per_page=100');
    expect(write(10)).toBe('');
  });

  it('sends a text filter only from its minimum length (user search needs 2 characters)', () => {
    expect(listQuery({ page: 1, filters: { q: 'a' } }, filters)).toEqual({ page: 1, per_page: 10 });
    expect(listQuery({ page: 2, perPage: 25, filters: { q: ' ai ' } }, filters)).toEqual({
      page: 2,
      per_page: 25,
      q: 'ai',
    });
  });

  it('adds the fixed parameters of the resource', () => {
    expect(listQuery({ page: 1, filters: {} }, [], { pagination: true })).toEqual({
      pagination: true,
      page: 1,
      per_page: 10,
    });
  });
});

const fields: ResourceField[] = [
  { name: 'name', label: 'Route name', required: true },
  { name: 'organization_id', label: 'Organization', type: 'select', required: true },
  {
    name: 'mobile_no',
    label: 'Mobile no',
    required: true,
    requiredMessage: 'The mobile no field is required.',
  },
  { name: 'password', label: 'Password', type: 'password', required: true, optionalOnEdit: true },
  { name: 'roles', label: 'Roles', type: 'multiselect' },
  { name: 'note', label: 'Note' },
  { name: 'secret', label: 'Secret', createOnly: true },
];

describe('resource form values', () => {
  it('gives Laravel required messages from the label, or the spec’s own message', () => {
    expect(validateValues(fields, { name: ' ', roles: [] }, 'create')).toEqual({
      name: ['The route name field is required.'],
      organization_id: ['The organization field is required.'],
      mobile_no: ['The mobile no field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('lets an edit keep a password empty', () => {
    expect(
      validateValues(fields, { name: 'a', organization_id: 1, mobile_no: '6012' }, 'edit'),
    ).toEqual({});
  });

  it('runs a field’s own rule and a custom control’s nested rules', () => {
    const checked: ResourceField[] = [
      { name: 'rate', label: 'Rate', validate: rateRule() },
      {
        name: 'rules',
        label: 'Rules',
        type: 'custom',
        nestedErrors: () => ({ 'rules.0.field': ['The field is required.'] }),
      },
    ];
    expect(validateValues(checked, { rate: '100', rules: [{}] }, 'create')).toEqual({
      rate: ['The rate must be between 0 and 99.'],
      'rules.0.field': ['The field is required.'],
    });
  });

  it('starts a new record from defaults and an edit from the record', () => {
    expect(initialValues(fields)).toEqual({
      name: '',
      organization_id: null,
      mobile_no: '',
      password: '',
      roles: [],
      note: '',
      secret: '',
    });
    expect(
      initialValues(fields, { name: 'r', organization_id: 2, password: 'x', note: null }),
    ).toMatchObject({ name: 'r', organization_id: 2, password: '', note: '' });
  });

  it('builds the body: trimmed text, empty fields left out on create and cleared on edit', () => {
    const values = {
      name: ' Billing ',
      organization_id: 1,
      mobile_no: '60123',
      password: '',
      roles: [],
      note: '',
      secret: 's',
    };
    expect(bodyFromValues(fields, values, 'create')).toEqual({
      name: 'Billing',
      organization_id: 1,
      mobile_no: '60123',
      roles: [],
      secret: 's',
    });
    expect(bodyFromValues(fields, values, 'edit')).toEqual({
      name: 'Billing',
      organization_id: 1,
      mobile_no: '60123',
      roles: [],
      note: null,
    });
  });
});

describe('optional fields the server stores as empty', () => {
  const gateways = defineResource({
    path: '/cbs/payment/gateway',
    title: 'Gateways',
    singular: 'Gateway',
    columns: [],
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'api_base_url', label: 'API base URL' },
    ],
  });
  const accounts = defineResource({
    path: '/cbs/accounting/account',
    title: 'Accounts',
    singular: 'Account',
    columns: [],
    fields: [
      { name: 'account_name', label: 'Account name' },
      { name: 'credit_limit', label: 'Credit limit' },
      { name: 'closed_at', label: 'Closed on' },
    ],
  });

  it('saves again what was saved without them', () => {
    const fields = gateways.fields ?? [];
    const stored = initialValues(fields, { name: 'Billplz' });
    expect(bodyFromValues(fields, stored, 'edit')).toEqual({ name: 'Billplz', api_base_url: null });
  });

  it('clears with null only what the server takes null for, and leaves the rest out', () => {
    const fields = accounts.fields ?? [];
    const values = { account_name: 'Tan Wei Ming', credit_limit: null, closed_at: '' };
    expect(bodyFromValues(fields, values, 'edit')).toEqual({
      account_name: 'Tan Wei Ming',
      closed_at: null,
    });
  });
});

describe('format rules from the contract', () => {
  const accounts = defineResource({
    path: '/cbs/accounting/account',
    title: 'Accounts',
    singular: 'Account',
    columns: [],
    fields: [
      { name: 'account_number', label: 'Account number' },
      { name: 'msisdn', label: 'Mobile number', hint: 'The line billed to the account.' },
    ],
  });
  const [accountNumber, msisdn] = accounts.fields ?? [];
  if (accountNumber === undefined || msisdn === undefined) throw new Error('fields missing');

  it("says the contract's pattern in words, with an example in the empty input", () => {
    expect(accountNumber).toMatchObject({
      pattern: '^ACC-[0-9]{8}$',
      hint: 'ACC- and 8 digits, e.g. ACC-00010441.',
      placeholder: 'ACC-00010441',
    });
    // A hint of the definition's own stays; the rule is still checked.
    expect(msisdn).toMatchObject({
      pattern: '^60[0-9]{8,10}$',
      hint: 'The line billed to the account.',
    });
  });

  it("refuses on submit what the server refuses, in the server's words, the text trimmed as sent", () => {
    const values = { account_number: 'ACC-123', msisdn: ' 60123456789 ' };
    expect(validateValues([accountNumber, msisdn], values, 'create')).toEqual({
      account_number: ['The account number format is invalid.'],
    });
    expect(validateValues([accountNumber], { account_number: 'ACC-00010441' }, 'create')).toEqual(
      {},
    );
  });

  it('checks one field again as it is left or fixed, keeping the server’s messages', () => {
    const taken = 'The account number has already been taken.';
    const invalid = 'The account number format is invalid.';
    const left = withFormatChecked({ account_number: [taken] }, accountNumber, 'acc-1');
    expect(left).toEqual({ account_number: [invalid, taken] });
    expect(withFormatChecked(left, accountNumber, 'ACC-00010441')).toEqual({
      account_number: [taken],
    });
    expect(withFormatChecked({ account_number: [invalid] }, accountNumber, 'ACC-00010441')).toEqual(
      {},
    );
    // An empty field is the required rule's business, not the format's.
    expect(withFormatChecked({}, accountNumber, '')).toEqual({});
  });
});

describe('the rate rule (admin §5)', () => {
  const rate = rateRule();
  it.each([
    ['0', undefined],
    ['99', undefined],
    ['12.5', undefined],
    ['12.25', undefined],
    [45, undefined],
    ['12.255', 'The rate may have at most 2 decimal places.'],
    ['99.01', 'The rate must be between 0 and 99.'],
    ['-1', 'The rate must be between 0 and 99.'],
    ['abc', 'The rate must be a number.'],
    ['1e2', 'The rate must be a number.'],
  ])('%s → %s', (value, message) => {
    expect(rate(value)).toBe(message);
  });
});

describe("the contract's choices and defaults", () => {
  const apis = defineResource({
    path: '/ext-cbs-api-gateway/apis',
    title: 'APIs',
    singular: 'API',
    columns: [],
    filters: [{ name: 'status', label: 'Status', type: 'select' }],
    fields: [
      { name: 'http_method', label: 'HTTP method', type: 'select', optionLabels: { GET: 'Get' } },
      { name: 'timeout_ms', label: 'Timeout (ms)' },
      {
        name: 'status',
        label: 'Status',
        type: 'select',
        options: [{ value: 'active', label: 'On' }],
      },
    ],
  });
  const field = (name: string) => apis.fields?.find((candidate) => candidate.name === name);

  it('offers the values the contract allows, worded where the definition says', () => {
    expect(field('http_method')?.options?.map((option) => option.label)).toEqual([
      'Get',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
    expect(apis.filters?.[0]?.options?.map((option) => option.value)).toEqual([
      'active',
      'inactive',
    ]);
  });

  it("keeps the definition's own options, and starts a new record with the contract's default", () => {
    expect(field('status')?.options).toEqual([{ value: 'active', label: 'On' }]);
    expect(initialValues(apis.fields ?? []).timeout_ms).toBe(5000);
  });
});
