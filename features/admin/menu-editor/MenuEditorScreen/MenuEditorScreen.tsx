import { apiFailure, useApi } from '@api';
import {
  Button,
  Card,
  ConfirmDialog,
  DEFAULT_HIDDEN_TITLES,
  EmptyState,
  hasFieldErrors,
  PageHeader,
  Spinner,
  tokens,
  useToast,
  withFieldErrors,
  type FieldErrors,
} from '@ds';
import { LoadFailure } from '@features/platform/resource';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  flattenTree,
  itemsById,
  menuItemInput,
  menuItemValues,
  newMenuItemValues,
  orderChanged,
  orderPayload,
  parentChoices,
  reconcileDraft,
  subtreeIds,
  validateMenuItem,
  type FlatEntry,
  type FlatTree,
  type MenuItemValues,
} from '../model';
import { MenuItemForm } from './MenuItemForm';
import { MenuTree } from './MenuTree';

export interface MenuEditorScreenProps {
  /** Titles the sidebar hides, so the tree can mark those entries; the spec's list by default. */
  hiddenTitles?: readonly string[];
}

const Root = styled.div`
  padding: var(--tck-space-5);
`;

const Columns = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  align-items: start;

  @media (min-width: ${tokens.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
  }
`;

/** Status and the order's buttons stay in view while a long menu scrolls under them. */
const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-2);
  margin: 0 calc(-1 * var(--tck-space-2));
  padding: var(--tck-space-2);
  background: var(--tck-color-surface);
`;

const Hint = styled.p`
  margin: 0 0 var(--tck-space-2);
  font-size: var(--tck-font-size-sm);
  color: var(--tck-color-text-muted);
`;

const Status = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  font-size: var(--tck-font-size-sm);
  color: var(--tck-color-text);

  &[data-unsaved='true'] {
    color: var(--tck-color-warning);
    font-weight: var(--tck-font-weight-semibold);
  }
`;

/** Unsaved moves, and the server's tree they were made on (to keep them when it changes). */
interface Draft {
  base: FlatTree;
  tree: FlatEntry[];
}

type Editing = { mode: 'create' } | { mode: 'edit'; id: number };

const formKey = (editing: Editing) => (editing.mode === 'create' ? 'new' : `edit-${editing.id}`);

/**
 * Menu customization (/admin/auth/menu): the sidebar menu as a tree to reorder and nest by drag
 * and drop (or the Move menus) and save in one go, with a form to create and edit entries.
 */
export function MenuEditorScreen({ hiddenTitles = DEFAULT_HIDDEN_TITLES }: MenuEditorScreenProps) {
  const { query } = useApi('admin');
  const queryClient = useQueryClient();
  const toast = useToast();
  // The whole menu, entries bound to other roles included (the sidebar shows the user's own).
  const menu = query.useQuery('get', '/all-menu', { params: { query: { scope: 'all' } } });
  const dropdown = query.useQuery('get', '/all-menu-for-dropdown');
  const roles = query.useQuery('get', '/all-roles');
  const saveOrder = query.useMutation('put', '/update-menu-order');
  const store = query.useMutation('post', '/admin-menu');
  const update = query.useMutation('put', '/admin-menu/{id}');
  const destroy = query.useMutation('delete', '/admin-menu/{id}');

  const serverData = menu.data?.data;
  const serverTree = useMemo(() => flattenTree(serverData ?? []), [serverData]);
  const items = useMemo(() => itemsById(serverData ?? []), [serverData]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const tree = useMemo(() => {
    if (draft === null) return serverTree;
    return draft.base === serverTree
      ? draft.tree
      : reconcileDraft(draft.base, draft.tree, serverTree);
  }, [draft, serverTree]);
  const changed = draft !== null && orderChanged(serverTree, tree);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  const [editing, setEditing] = useState<Editing>({ mode: 'create' });
  const editingId = editing.mode === 'edit' ? editing.id : undefined;
  const shown = query.useQuery(
    'get',
    '/admin-menu/{id}',
    { params: { path: { id: editingId ?? 0 } } },
    { enabled: editingId !== undefined },
  );
  const [newValues, setNewValues] = useState<MenuItemValues>(() => newMenuItemValues());
  const [edited, setEdited] = useState<{ id: number; values: MenuItemValues } | null>(null);
  const [errors, setErrors] = useState<{ key: string; fields: FieldErrors }>({
    key: 'new',
    fields: {},
  });
  const [deleting, setDeleting] = useState<number | null>(null);

  const loadedValues = shown.data ? menuItemValues(shown.data.data) : undefined;
  const values =
    editing.mode === 'create'
      ? newValues
      : edited?.id === editing.id
        ? edited.values
        : loadedValues;
  const fieldErrors = errors.key === formKey(editing) ? errors.fields : {};

  const invalidateMenu = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/all-menu'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/all-menu-for-dropdown'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/admin-menu/{id}'] }),
    ]);

  const failureToast = (error: unknown, title: string) =>
    toast.show({
      tone: 'error',
      title,
      message: apiFailure(error).message ?? 'Something went wrong. Please try again.',
    });

  const onMove = useCallback(
    (next: FlatEntry[], message: string) => {
      setDraft({ base: serverTree, tree: next });
      setStatus(message);
    },
    [serverTree],
  );

  const save = async () => {
    try {
      const answer = await saveOrder.mutateAsync({ body: orderPayload(tree) });
      toast.show({ tone: 'success', message: answer.message });
      // Keep showing the saved order until the reloaded menu replaces it.
      await invalidateMenu();
      setDraft(null);
      setStatus('');
    } catch (error) {
      failureToast(error, 'The order was not saved');
    }
  };

  const resetOrder = () => {
    setDraft(null);
    setStatus('Unsaved moves were undone.');
  };

  // The form takes the focus when the user opens it from elsewhere (Edit, Cancel editing), so
  // it scrolls into view and keyboard users land in it.
  const [focusForm, setFocusForm] = useState(false);

  const startEdit = useCallback((id: number) => {
    setEditing({ mode: 'edit', id });
    setEdited(null);
    setFocusForm(true);
  }, []);

  const startCreate = (focus: boolean) => {
    setEditing({ mode: 'create' });
    setEdited(null);
    setFocusForm(focus);
  };

  const change = (changes: Partial<MenuItemValues>) => {
    // A field's error goes once the field is changed; the others stay until the next submit.
    setErrors((current) => ({
      key: current.key,
      fields: withFieldErrors(
        current.fields,
        Object.fromEntries(Object.keys(changes).map((field) => [field, []])),
      ),
    }));
    if (editing.mode === 'create') setNewValues((current) => ({ ...current, ...changes }));
    else if (values !== undefined) setEdited({ id: editing.id, values: { ...values, ...changes } });
  };

  const submit = async () => {
    if (values === undefined) return;
    const key = formKey(editing);
    const clientErrors = validateMenuItem(values);
    setErrors({ key, fields: clientErrors });
    if (hasFieldErrors(clientErrors)) return;
    const body = menuItemInput(values);
    try {
      const answer =
        editing.mode === 'create'
          ? await store.mutateAsync({ body })
          : await update.mutateAsync({ params: { path: { id: editing.id } }, body });
      toast.show({ tone: 'success', message: answer.message ?? 'Menu saved successfully.' });
      if (editing.mode === 'create') setNewValues(newMenuItemValues(values.parent_id));
      else startCreate(true);
      await invalidateMenu();
    } catch (error) {
      const failure = apiFailure(error);
      if (failure.kind === 'validation' && hasFieldErrors(failure.errors)) {
        setErrors({ key, fields: failure.errors });
      } else {
        failureToast(error, 'The entry was not saved');
      }
    }
  };

  const resetForm = () => {
    setErrors({ key: formKey(editing), fields: {} });
    if (editing.mode === 'create') setNewValues(newMenuItemValues());
    else setEdited(null);
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    const doomed = subtreeIds(serverTree, deleting);
    try {
      const answer = await destroy.mutateAsync({ params: { path: { id: deleting } } });
      toast.show({ tone: 'success', message: answer.message });
      // Before the reload, which would find the edited entry gone.
      if (editingId !== undefined && doomed.includes(editingId)) startCreate(false);
      await invalidateMenu();
    } catch (error) {
      failureToast(error, 'The entry was not deleted');
    }
    setDeleting(null);
    // The row and its Delete button are gone: continue from the list.
    listRef.current?.focus();
  };

  const parentOptions = useMemo(
    () =>
      parentChoices(
        dropdown.data?.data ?? [{ id: 0, title: 'ROOT', depth: 0 }],
        serverTree,
        editingId,
      ),
    [dropdown.data, serverTree, editingId],
  );
  const roleOptions = useMemo(
    () => (roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.name })),
    [roles.data],
  );

  const deletingItem = deleting === null ? undefined : items.get(deleting);
  const deletingChildren = deleting === null ? 0 : subtreeIds(serverTree, deleting).length - 1;
  const saving = saveOrder.isPending;

  const body = (() => {
    if (menu.isPending) return <Spinner label="Loading the menu" />;
    if (menu.isError) {
      return <LoadFailure error={menu.error} onRetry={() => void menu.refetch()} what="the menu" />;
    }
    return (
      <Columns>
        <Card title="Menu entries">
          {tree.length > 0 ? (
            <Hint>
              Drag an entry by its handle (or focus the handle and press Space), or use its Move
              menu; Save order keeps the new order.
            </Hint>
          ) : null}
          <Toolbar>
            <Status role="status" data-unsaved={changed && status === ''}>
              {status !== '' ? status : changed ? 'The order has unsaved changes.' : ''}
            </Status>
            <Button
              variant="secondary"
              onClick={resetOrder}
              disabled={!changed || saving}
              aria-label="Reset order"
            >
              Reset
            </Button>
            <Button onClick={() => void save()} disabled={!changed} loading={saving}>
              Save order
            </Button>
          </Toolbar>
          {tree.length === 0 ? (
            <EmptyState
              title="No data found!"
              description="The menu has no entries yet. Create the first one with the form."
              headingLevel={3}
            />
          ) : (
            <MenuTree
              tree={tree}
              listRef={listRef}
              items={items}
              hiddenTitles={hiddenTitles}
              editingId={editingId}
              disabled={saving}
              onMove={onMove}
              onNotice={setStatus}
              onEdit={startEdit}
              onDelete={setDeleting}
            />
          )}
        </Card>
        <Card title={editing.mode === 'create' ? 'New menu entry' : 'Edit menu entry'}>
          {values !== undefined ? (
            <MenuItemForm
              key={formKey(editing)}
              mode={editing.mode}
              autoFocus={focusForm}
              values={values}
              onChange={change}
              errors={fieldErrors}
              parentOptions={parentOptions}
              roleOptions={roleOptions}
              lookupProblems={{
                parent: dropdown.isError ? 'The parent entries could not be loaded.' : undefined,
                roles: roles.isError ? 'The roles could not be loaded.' : undefined,
              }}
              submitting={store.isPending || update.isPending}
              onSubmit={() => void submit()}
              onReset={resetForm}
              onCancel={editing.mode === 'edit' ? () => startCreate(true) : undefined}
            />
          ) : shown.isError ? (
            <>
              <LoadFailure
                error={shown.error}
                onRetry={() => void shown.refetch()}
                what="the entry"
              />
              <Button variant="link" onClick={() => startCreate(true)}>
                Create a new entry instead
              </Button>
            </>
          ) : (
            <Spinner label="Loading the entry" />
          )}
        </Card>
      </Columns>
    );
  })();

  return (
    <Root data-component="MenuEditorScreen">
      <PageHeader
        title="Menu customization"
        description="Order, nest (up to 3 levels), create and edit the entries of the sidebar."
      />
      {body}
      <ConfirmDialog
        open={deleting !== null}
        text={
          deletingChildren > 0
            ? `${deletingItem?.title ?? 'The entry'} and the ${deletingChildren} entries inside it will be deleted. You won't be able to revert this!`
            : `${deletingItem?.title ?? 'The entry'} will be deleted. You won't be able to revert this!`
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Root>
  );
}
