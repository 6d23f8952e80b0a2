import { describe, expect, it, vi } from 'vitest';
import {
  analyticsConfigFrom,
  createAnalytics,
  visitorEventUrl,
  type DataLayerEvent,
  type VisitorEvent,
} from './analytics';

const visit: VisitorEvent = {
  eventID: 'EV_HOME_VIEW',
  pageID: 'HOME_01',
  previouspageID: 'OTP',
  subscription_id: 'guest-abc12345',
  msisdn: '60123456789',
  pageURL: 'https://portal.example/home/1',
  parentPageURL: '',
};

const purchase: DataLayerEvent = {
  event: 'subscription',
  A_Party_Number: '60123456789',
  Package_Name: 'bangla_barta',
  Deduction_Amount: 3,
};

function sinks() {
  return { beacon: vi.fn<(url: string) => void>(), pushDataLayer: vi.fn() };
}

describe('the analytics adapter', () => {
  it('is off unless configured', () => {
    const config = analyticsConfigFrom({ VITE_PORTAL_VISITOR_EVENTS_URL: ' ' });
    expect(config).toEqual({
      visitorEventsUrl: undefined,
      orgId: undefined,
      appId: undefined,
      dataLayer: false,
    });
    const sent = sinks();
    const analytics = createAnalytics(config, sent);
    analytics.visit(visit);
    analytics.push(purchase);
    expect(sent.beacon).not.toHaveBeenCalled();
    expect(sent.pushDataLayer).not.toHaveBeenCalled();
  });

  it("sends a visitor event with the spec's parameters and the configured ids", () => {
    const config = analyticsConfigFrom({
      VITE_PORTAL_VISITOR_EVENTS_URL: 'https://events.example/track?v=2',
      VITE_PORTAL_ORG_ID: 'org-7',
      VITE_PORTAL_APP_ID: 'portal',
    });
    const url = new URL(visitorEventUrl(config, visit) ?? '');
    expect(url.origin + url.pathname).toBe('https://events.example/track');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '2',
      eventID: 'EV_HOME_VIEW',
      pageID: 'HOME_01',
      previouspageID: 'OTP',
      subscription_id: 'guest-abc12345',
      msisdn: '60123456789',
      pageURL: 'https://portal.example/home/1',
      orgID: 'org-7',
      appID: 'portal',
    });
    const sent = sinks();
    createAnalytics(config, sent).visit(visit);
    expect(sent.beacon).toHaveBeenCalledWith(url.href);
  });

  it('pushes purchases to the data layer when it is on', () => {
    const sent = sinks();
    createAnalytics(analyticsConfigFrom({ VITE_PORTAL_DATA_LAYER: 'true' }), sent).push(purchase);
    expect(sent.pushDataLayer).toHaveBeenCalledWith(purchase);
    expect(sent.beacon).not.toHaveBeenCalled();
  });
});
