import {
  ResourceForm,
  ResourceList,
  ResourceShow,
  type ResourceDefinition,
} from '@features/resource';
import { useNavigate, useParams } from 'react-router-dom';
import type { ResourcePaths } from '../paths';
import { adminResources, type AdminResourceName } from '../resources';

/** What every resource route receives: which resource, and where its screens are. */
export interface ResourceRouteProps {
  /** The resource's name in the console's resource table. */
  name: AdminResourceName;
  /** Its routes. */
  routes: ResourcePaths;
}

/** A resource's list route. */
export function ResourceListRoute({ name, routes }: ResourceRouteProps) {
  const resource: ResourceDefinition = adminResources[name];
  const navigate = useNavigate();
  const { create, edit, show } = routes;
  return (
    <ResourceList
      resource={resource}
      onCreate={create === undefined ? undefined : () => void navigate(create)}
      onEdit={edit === undefined ? undefined : (row) => void navigate(edit(row.id))}
      onShow={show === undefined ? undefined : (row) => void navigate(show(row.id))}
    />
  );
}

/** A resource's create form (no id in the route) or edit form. */
export function ResourceFormRoute({ name, routes }: ResourceRouteProps) {
  const resource: ResourceDefinition = adminResources[name];
  const navigate = useNavigate();
  const { id } = useParams();
  const { show } = routes;
  return (
    <ResourceForm
      key={id ?? 'new'}
      resource={resource}
      id={id}
      onSaved={(savedId) =>
        void navigate(show === undefined || savedId === undefined ? routes.list : show(savedId))
      }
      onCancel={() => void navigate(routes.list)}
    />
  );
}

/** A resource's show route. */
export function ResourceShowRoute({ name, routes }: ResourceRouteProps) {
  const resource: ResourceDefinition = adminResources[name];
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { edit } = routes;
  return (
    <ResourceShow
      resource={resource}
      id={id}
      onBack={() => void navigate(routes.list)}
      onEdit={edit === undefined ? undefined : (row) => void navigate(edit(row.id))}
      onDeleted={() => void navigate(routes.list, { replace: true })}
    />
  );
}
