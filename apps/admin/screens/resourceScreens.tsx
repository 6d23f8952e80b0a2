import {
  RecordLinksProvider,
  ResourceForm,
  ResourceList,
  ResourceShow,
  type FormValues,
  type ResourceDefinition,
} from '@features/platform/resource';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { recordLinks, type ResourcePaths } from '../paths';

/** What every resource route receives: which resource, and where its screens are. */
export interface ResourceRouteProps<Name extends string> {
  /** The resource's name in its table. */
  name: Name;
  /** Its routes. */
  routes: ResourcePaths;
}

/**
 * Starting values of a new record from the create route's query (`?rating_plan_id=5`, as a
 * parent record's page links to it); ids are numbers.
 */
function defaultsOf(search: URLSearchParams): FormValues {
  return Object.fromEntries(
    [...search].map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
  );
}

/** The list, form and show routes of the resources of one table, which records link between. */
export function resourceScreens<Name extends string>(table: Record<Name, ResourceDefinition>) {
  function ListRoute({ name, routes }: ResourceRouteProps<Name>) {
    const navigate = useNavigate();
    const { create, edit, show } = routes;
    return (
      <RecordLinksProvider links={recordLinks}>
        {/* Its own list per resource: filters typed and a pending delete stay with theirs. */}
        <ResourceList
          key={name}
          resource={table[name]}
          onCreate={create === undefined ? undefined : () => void navigate(create)}
          onEdit={edit === undefined ? undefined : (row) => void navigate(edit(row.id))}
          onShow={show === undefined ? undefined : (row) => void navigate(show(row.id))}
        />
      </RecordLinksProvider>
    );
  }

  function FormRoute({ name, routes }: ResourceRouteProps<Name>) {
    const navigate = useNavigate();
    const [search] = useSearchParams();
    const { id } = useParams();
    const { show } = routes;
    return (
      <RecordLinksProvider links={recordLinks}>
        <ResourceForm
          key={id ?? 'new'}
          resource={table[name]}
          id={id}
          defaults={id === undefined ? defaultsOf(search) : undefined}
          onSaved={(savedId) =>
            void navigate(show === undefined || savedId === undefined ? routes.list : show(savedId))
          }
          onCancel={() => void navigate(routes.list)}
        />
      </RecordLinksProvider>
    );
  }

  function ShowRoute({ name, routes }: ResourceRouteProps<Name>) {
    const navigate = useNavigate();
    const id = useParams().id ?? '';
    const { edit } = routes;
    return (
      <RecordLinksProvider links={recordLinks}>
        <ResourceShow
          key={id}
          resource={table[name]}
          id={id}
          onBack={() => void navigate(routes.list)}
          onEdit={edit === undefined ? undefined : (row) => void navigate(edit(row.id))}
          onDeleted={() => void navigate(routes.list, { replace: true })}
        />
      </RecordLinksProvider>
    );
  }

  return { ListRoute, FormRoute, ShowRoute };
}
