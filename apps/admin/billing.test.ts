import { resourceIndex } from '@api';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { billingResources, type BillingResourceName } from './billing';
import { billingPaths, screensByApiPath } from './paths';
import { routes } from './routes';

/**
 * The billing resources and their routes as admin §2.3 names them: list, `add` (`create` for
 * account), `/:id/edit` and `/:id/show`; list and show only for the read-only ledgers
 * (commission_log and sales_log by the spec; accounting transactions and payment transactions
 * because the server keeps them read-only). The routes themselves are written
 * once, in `billingPaths`; this holds every resource to the rules.
 */
const names = Object.keys(billingResources) as BillingResourceName[];

/** The one billing form the spec routes at `/create` rather than `/add` (admin §2.3). */
const createdAtCreate: readonly BillingResourceName[] = ['accounts'];

/** Whether a URL reaches a screen of the console (not the '*' route of the 404 page). */
const routed = (url: string) => {
  const matched = matchRoutes(routes, url);
  return matched !== null && matched.at(-1)?.route.path !== '*';
};

describe('the billing routes (admin §2.3)', () => {
  it('route every billing resource, each once', () => {
    expect(Object.keys(billingPaths).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s', (name) => {
    const resource = billingResources[name];
    const { list, create, edit, show } = billingPaths[name];
    expect(list).toMatch(/^\/admin\/ext-cbs-[a-z-]+\/[a-z_]+$/);
    expect(routed(list)).toBe(true);
    expect(show?.(418)).toBe(`${list}/418/show`);
    expect(routed(`${list}/418/show`)).toBe(true);
    // Form routes exactly when the resource has a form, i.e. the contract can store it.
    const editable = resource.fields !== undefined;
    const form = createdAtCreate.includes(name) ? 'create' : 'add';
    expect(create).toBe(editable ? `${list}/${form}` : undefined);
    expect(edit?.(418)).toBe(editable ? `${list}/418/edit` : undefined);
    expect(routed(`${list}/add`)).toBe(editable && form === 'add');
    expect(routed(`${list}/create`)).toBe(editable && form === 'create');
    expect(routed(`${list}/418/edit`)).toBe(editable);
    // A record named on another screen links to this resource's own pages.
    expect(screensByApiPath[resource.path]).toBe(billingPaths[name]);
    // Every list exports its filtered rows.
    expect(resource.exportable).toBe(true);
    expect(resourceIndex[resource.path as keyof typeof resourceIndex].operations).toHaveProperty(
      'export',
    );
  });
});
