import { describe, expect, it } from 'vitest';
import { paths, type ResourcePaths } from './paths';
import { adminResources, type AdminResourceName } from './resources';

/** The routes each resource gets (the operation log is a list only). */
const routesOf = (name: AdminResourceName): ResourcePaths =>
  name === 'logs' ? { list: paths.logs } : paths[name];

describe('the console resource table', () => {
  it.each(Object.keys(adminResources) as AdminResourceName[])(
    '%s has form routes exactly when it has form fields',
    (name) => {
      const { create, edit } = routesOf(name);
      const editable = adminResources[name].fields !== undefined;
      expect(create !== undefined && edit !== undefined).toBe(editable);
    },
  );
});
