import { adminHttp, mockAdminToken } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiResponseError } from './apiError';
import { createApiClient, type ApiEvent } from './createApiClient';

function client(token?: string) {
  const events: ApiEvent[] = [];
  const api = createApiClient({
    baseUrl: '/api',
    getToken: () => token,
    onEvent: (event) => events.push(event),
  });
  return { api, events };
}

describe('createApiClient', () => {
  it('sends the bearer token with every call', async () => {
    const seen = vi.fn();
    mockServer.use(
      http.get('*/api/auth/get-user', ({ request }) => {
        seen(request.headers.get('Authorization'));
        return undefined;
      }),
    );
    const { api } = client(mockAdminToken);
    const { data } = await api.fetch.GET('/auth/get-user');
    expect(seen).toHaveBeenCalledWith(`Bearer ${mockAdminToken}`);
    expect(data).toBeDefined();
  });

  it('reads the token from the token cookie by default', async () => {
    document.cookie = 'token=from-cookie; path=/';
    const seen = vi.fn();
    mockServer.use(
      http.get('*/api/auth/get-user', ({ request }) => {
        seen(request.headers.get('Authorization'));
        return undefined;
      }),
    );
    await createApiClient({ baseUrl: '/api' }).fetch.GET('/auth/get-user');
    expect(seen).toHaveBeenCalledWith('Bearer from-cookie');
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it("reports a 401 'Unauthenticated.' as a terminated session", async () => {
    mockServer.use(
      http.get('*/api/auth/get-user', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { api, events } = client('expired');
    const { error, response } = await api.fetch.GET('/auth/get-user');
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Unauthenticated.' });
    expect(events).toEqual([{ type: 'session-terminated', token: 'expired' }]);
  });

  it('reports any other 401 as unauthorized', async () => {
    mockServer.use(
      http.get('*/api/auth/get-user', () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const { api, events } = client('expired');
    await api.fetch.GET('/auth/get-user');
    expect(events).toEqual([{ type: 'unauthorized', token: 'expired' }]);
  });

  it('reports a 403 as forbidden with the URL', async () => {
    mockServer.use(
      http.get('*/api/auth/get-user', () =>
        HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    const { api, events } = client('t');
    await api.fetch.GET('/auth/get-user');
    expect(events).toEqual([
      { type: 'forbidden', url: expect.stringContaining('/api/auth/get-user') as string },
    ]);
  });

  it('reports a network failure and rejects the call', async () => {
    mockServer.use(http.get('*/api/auth/get-user', () => HttpResponse.error()));
    const { api, events } = client('t');
    await expect(api.fetch.GET('/auth/get-user')).rejects.toThrow();
    expect(events.map((event) => event.type)).toEqual(['network-error']);
  });

  it('reports nothing when the app cancels its own call (navigation, a refetch after saving)', async () => {
    mockServer.use(
      http.get('*/api/all-menu', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
    const { api, events } = client('t');
    const controller = new AbortController();
    const call = api.fetch.GET('/all-menu', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
  });

  it('reports nothing when a refetch cancels the one under way (saving twice in a row)', async () => {
    let calls = 0;
    mockServer.use(
      http.get('*/api/all-menu', async () => {
        calls += 1;
        if (calls === 2) await delay('infinite');
        return HttpResponse.json({ data: [] });
      }),
    );
    const { api, events } = client('t');
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, api.query.queryOptions('get', '/all-menu'));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().isSuccess).toBe(true);
    });
    // The first save's refetch hangs; the second save's refetch cancels it.
    void queryClient.invalidateQueries();
    await vi.waitFor(() => {
      expect(calls).toBe(2);
    });
    await queryClient.invalidateQueries();
    unsubscribe();
    expect(calls).toBe(3);
    expect(events).toEqual([]);
  });

  it('hands the data hooks an error with its status and the wait the server asked for', async () => {
    mockServer.use(
      http.get('*/api/all-menu', () =>
        HttpResponse.json(
          { message: 'Too many report runs at once: try again shortly.' },
          { status: 429, headers: { 'Retry-After': '5' } },
        ),
      ),
    );
    const { api } = client('t');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failure = await queryClient
      .query(api.query.queryOptions('get', '/all-menu'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect(failure).toMatchObject({ status: 429, retryAfter: '5' });
  });

  it('passes validation errors through untouched', async () => {
    const body = {
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    };
    mockServer.use(http.get('*/api/auth/get-user', () => HttpResponse.json(body, { status: 422 })));
    const { api, events } = client('t');
    const { error, response } = await api.fetch.GET('/auth/get-user');
    expect(response.status).toBe(422);
    expect(error).toEqual(body);
    expect(events).toEqual([]);
  });

  it('is answered by the typed mock handlers', async () => {
    mockServer.use(
      adminHttp.get('/auth/get-user', ({ response }) =>
        response.untyped(HttpResponse.json({ id: 7 })),
      ),
    );
    const { api } = client('t');
    const { data } = await api.fetch.GET('/auth/get-user');
    expect(data).toMatchObject({ id: 7 });
  });
});
