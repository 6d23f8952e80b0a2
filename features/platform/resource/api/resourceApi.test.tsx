import { ApiProvider, createApiClient, retryFailedQuery } from '@api';
import { mockAdminToken, scenario } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LookupSource } from '../types';
import { describe, expect, it } from 'vitest';
import { isSameList, optionsOf, useRecord, useRecordPage } from './resourceApi';

describe('isSameList', () => {
  it("keeps the list's previous page while another page or filter loads", () => {
    const query = { queryKey: ['get', '/departments', { params: { query: { page: 1 } } }] };
    expect(isSameList('/departments', query)).toBe(true);
  });

  it("never stands in another resource's rows", () => {
    const query = { queryKey: ['get', '/admin-users', { params: { query: { page: 1 } } }] };
    expect(isSameList('/departments', query)).toBe(false);
  });

  it('has nothing to show before the first answer', () => {
    expect(isSameList('/departments', undefined)).toBe(false);
  });
});

describe('useRecordPage', () => {
  function renderPage(initial: { path: string; page: number }) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const clients = { admin: createApiClient({ baseUrl: '/api', getToken: () => mockAdminToken }) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider clients={clients}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    return renderHook(
      ({ path, page }: { path: string; page: number }) =>
        useRecordPage<Record<string, unknown>>(path, { page, per_page: 10 }),
      { wrapper, initialProps: initial },
    );
  }

  it('shows nothing of the previous resource while the next one loads', async () => {
    const { result, rerender } = renderPage({ path: '/admin-users', page: 1 });
    await waitFor(() => expect(result.current.data?.rows.length).toBeGreaterThan(0));
    // Users have a username; the permissions list that follows draws http_method of each row.
    mockServer.use(scenario('listAdminPermissions', 'loading'));
    rerender({ path: '/admin-permissions', page: 1 });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
  });

  it('keeps the shown page while the next page of the same list loads', async () => {
    const { result, rerender } = renderPage({ path: '/departments', page: 1 });
    await waitFor(() => expect(result.current.data?.rows.length).toBeGreaterThan(0));
    const first = result.current.data;
    mockServer.use(scenario('listDepartments', 'loading'));
    rerender({ path: '/departments', page: 2 });
    expect(result.current.data).toBe(first);
    expect(result.current.isPlaceholderData).toBe(true);
  });
});

describe('useRecord', () => {
  it('shows a missing record at once: a 404 is not asked again', async () => {
    // The app's query client, as startApp makes it.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: retryFailedQuery } },
    });
    const clients = { admin: createApiClient({ baseUrl: '/api', getToken: () => mockAdminToken }) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider clients={clients}>{children}</ApiProvider>
      </QueryClientProvider>
    );
    const calls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => calls.push(request.url));
    const { result } = renderHook(() => useRecord('/auth/notifications', '987654'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toHaveLength(1);
    mockServer.events.removeAllListeners();
  });
});

describe('optionsOf', () => {
  const customers: LookupSource = {
    path: '/cbs/accounting/account',
    value: 'customer_id',
    label: 'account_name',
  };

  it('names a value by its earliest row, whatever order the list answers', () => {
    const newestFirst = [
      { id: 9, customer_id: 88109, account_name: 'Faizal Wallet' },
      { id: 3, customer_id: 88109, account_name: 'Ahmad Faizal bin Hassan' },
      { id: 5, customer_id: 88110, account_name: 'Tan Wei Ming' },
    ];
    const expected = [
      { value: 88109, label: 'Ahmad Faizal bin Hassan' },
      { value: 88110, label: 'Tan Wei Ming' },
    ];
    expect(optionsOf(newestFirst, customers)).toEqual(expected);
    expect(optionsOf([...newestFirst].reverse(), customers)).toEqual([...expected].reverse());
  });
});
