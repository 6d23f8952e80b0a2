import { portalHttp } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient, type PortalApiEvent } from './createApiClient';
import { clearPortalSession, readPortalSession, writePortalSession } from './portalSession';

const session = {
  session_token: 'ps_verified',
  token_type: 'Bearer' as const,
  expires_at: '2025-06-03T09:00:00Z',
  msisdn: '60123456789',
};

function client() {
  const events: PortalApiEvent[] = [];
  const api = createPortalClient({
    baseUrl: '/api/portal',
    onEvent: (event) => events.push(event),
  });
  return { api, events };
}

/** Records the Authorization header of the next my-subscription call. */
function watchAuthorization() {
  const seen = vi.fn();
  mockServer.use(
    http.post('*/api/portal/my-subscription', ({ request }) => {
      seen(request.headers.get('Authorization'));
      return undefined;
    }),
  );
  return seen;
}

const body = { msisdn: '60123456789', operatorId: 1, languageId: 1 };

describe('createPortalClient', () => {
  afterEach(() => {
    clearPortalSession();
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends the portal session that verify-otp issued as its bearer token', async () => {
    writePortalSession(session);
    const seen = watchAuthorization();
    await client().api.fetch.POST('/my-subscription', { body });
    expect(seen).toHaveBeenCalledWith('Bearer ps_verified');
  });

  it('never sends the admin token cookie', async () => {
    document.cookie = 'token=admin-secret; path=/';
    const seen = watchAuthorization();
    await client().api.fetch.POST('/my-subscription', { body });
    expect(seen).toHaveBeenCalledWith(null);
  });

  it('keeps the session across clients in session storage, and forgets it when cleared', () => {
    writePortalSession(session);
    expect(readPortalSession()).toEqual(session);
    clearPortalSession();
    expect(readPortalSession()).toBeUndefined();
  });

  it('ignores a stored value that is not a session', () => {
    sessionStorage.setItem('portal_session', '{"token":1}');
    expect(readPortalSession()).toBeUndefined();
    sessionStorage.setItem('portal_session', 'not json');
    expect(readPortalSession()).toBeUndefined();
  });

  it('reports a 401 with the call and whether a session was sent', async () => {
    mockServer.use(
      portalHttp.post('/my-subscription', ({ response }) =>
        response(401).json({ message: 'Unauthenticated.' }),
      ),
    );
    const anonymous = client();
    await anonymous.api.fetch.POST('/my-subscription', { body });
    expect(anonymous.events).toEqual([
      {
        type: 'unauthenticated',
        url: expect.stringContaining('/api/portal/my-subscription') as string,
        hadSession: false,
      },
    ]);
    writePortalSession(session);
    const expired = client();
    await expired.api.fetch.POST('/my-subscription', { body });
    expect(expired.events).toMatchObject([{ type: 'unauthenticated', hadSession: true }]);
  });

  it("reports a 403 (another number's data) with the call", async () => {
    mockServer.use(
      portalHttp.post('/my-subscription', ({ response }) =>
        response(403).json({ message: 'This number is not verified in this session.' }),
      ),
    );
    const { api, events } = client();
    const { error } = await api.fetch.POST('/my-subscription', { body });
    expect(error).toEqual({ message: 'This number is not verified in this session.' });
    expect(events).toEqual([
      { type: 'forbidden', url: expect.stringContaining('/my-subscription') as string },
    ]);
  });

  it('does not report a call the app cancelled as a network failure', async () => {
    mockServer.use(
      http.get('*/api/portal/get-operator', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ data: [] });
      }),
    );
    const { api, events } = client();
    const controller = new AbortController();
    const call = api.fetch.GET('/get-operator', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(events).toEqual([]);
  });

  it('reports a network failure and rejects the call', async () => {
    mockServer.use(http.get('*/api/portal/get-operator', () => HttpResponse.error()));
    const { api, events } = client();
    await expect(api.fetch.GET('/get-operator')).rejects.toThrow();
    expect(events).toMatchObject([
      { type: 'network-error', url: expect.stringContaining('/get-operator') as string },
    ]);
  });
});
