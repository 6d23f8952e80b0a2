import { ApiProvider, createApiClient } from '@api';
import { mockAdminToken, operationIdOf, scenario } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { DesignSystemProvider, DocumentTitleProvider, ToastProvider } from '@ds';
import {
  callOf,
  genericStates,
  genericStatesOf,
  ResourceForm,
  ResourceList,
  ResourceShow,
  type GenericStateName,
  type ResourceDefinition,
} from '@features/platform/resource';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingResources } from './billing';
import { adminResources } from './resources';

/**
 * Every resource the console routes to, put into each state its screens share (loading, empty,
 * 403, 500, the network gone, a record that does not exist): what its user reads. The states
 * are pictured once, on the machinery's stories (Admin/Resource/Screens); here each resource's
 * own columns, filters and fields are drawn in them.
 */
const resources: Record<string, ResourceDefinition> = {
  ...adminResources,
  ...billingResources,
};

/**
 * A failed save needs a valid record to submit: each resource's CreateSaved story submits its
 * own, and what follows a refusal is the form's, pictured once (Create Failed).
 */
const statesOf = (resource: ResourceDefinition) =>
  genericStatesOf(resource).filter((name) => genericStates[name].submits !== true);

// The list's table fits its columns again when web fonts finish loading; happy-dom has no font
// loading to tell of.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
    });
  }
});

function renderState(resource: ResourceDefinition, name: GenericStateName) {
  const state = genericStates[name];
  const { method, path } = callOf(resource, state);
  mockServer.use(scenario(operationIdOf(method, path), state.answer));
  const noop = () => undefined;
  const screenOf = {
    list: <ResourceList resource={resource} />,
    show: <ResourceShow resource={resource} id="99999" onBack={noop} />,
    edit: <ResourceForm resource={resource} id="99999" onSaved={noop} onCancel={noop} />,
    create: <ResourceForm resource={resource} onSaved={noop} onCancel={noop} />,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = { admin: createApiClient({ baseUrl: '/api', getToken: () => mockAdminToken }) };
  render(
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider clients={clients}>
          <MemoryRouter>
            <DesignSystemProvider theme="admin">
              <DocumentTitleProvider siteName="Telco Console">
                <ToastProvider duration={0}>{screenOf[state.screen]}</ToastProvider>
              </DocumentTitleProvider>
            </DesignSystemProvider>
          </MemoryRouter>
        </ApiProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return state;
}

describe.each(Object.entries(resources))('the %s screens', (_, resource) => {
  it.each(statesOf(resource))('%s', async (name) => {
    const state = renderState(resource, name);
    if (state.busy === true) {
      await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true'));
    }
    for (const text of state.texts(resource.title)) {
      expect(await screen.findByText(text)).toBeDefined();
    }
    if (state.offers !== undefined) {
      expect(screen.getByRole('button', { name: state.offers })).toHaveProperty('disabled', false);
    }
    if (state.withholds !== undefined) {
      expect(screen.queryByRole('button', { name: state.withholds })).toBeNull();
    }
  });
});
