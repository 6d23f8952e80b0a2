import { administratorRoleSlug, visibleMenu, type MenuViewer } from '@domain/menu-access';
import type { HttpHandler } from 'msw';
import type { Schema } from '../../../../schema';
import { missingRequired } from '../../../engine';
import { adminHttp } from '../../../http';
import type { MockStore } from '../../../store';
import { menuItem, menuTree, type StoredMenuItem } from '../seed/menu';
import { failure, idList, missing, nextId, readBody, text } from '../shared';

interface OrderNode {
  id: number;
  children?: OrderNode[];
}

const isOrderNode = (value: unknown): value is OrderNode =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { id?: unknown }).id);

/** The sidebar menu and its customization screen (admin §2.4, §7.2). */
export function menuRoutes(store: MockStore): HttpHandler[] {
  const { admin } = store;
  const items = admin.menu;

  const find = (id: unknown) => items.find((item) => item.id === Number(id));
  const descendants = (id: number): number[] =>
    items
      .filter((item) => item.parent_id === id)
      .flatMap((item) => [item.id, ...descendants(item.id)]);
  const lastOrder = (parentId: number) =>
    Math.max(0, ...items.filter((item) => item.parent_id === parentId).map((item) => item.order));

  /** Validates parent_id of a body; the entry being edited may not move under itself. */
  const parentErrors = (parentId: number, self?: number) => {
    if (parentId !== 0 && find(parentId) === undefined) {
      return { parent_id: ['The selected parent id is invalid.'] };
    }
    if (self !== undefined && (parentId === self || descendants(self).includes(parentId))) {
      return { parent_id: ['An entry cannot be moved under itself.'] };
    }
    return undefined;
  };

  /** The signed-in user as the menu checks read them. */
  const viewer = (): MenuViewer => {
    const roleIds = admin.profile.roles.map((role) => role.id);
    const held = admin.roles
      .filter((role) => roleIds.includes(role.id))
      .flatMap((role) => role.permissions ?? [])
      .flatMap((summary) => admin.permissions.filter((permission) => permission.id === summary.id));
    return {
      administrator: admin.profile.roles.some((role) => role.slug === administratorRoleSlug),
      roleIds,
      permissionSlugs: held.map((permission) => permission.slug),
      allPermissions: held.some(
        (permission) =>
          (permission.http_path ?? '').trim() === '*' && permission.http_method.length === 0,
      ),
    };
  };

  const present = (item: StoredMenuItem): Schema<'MenuItem'> => menuItem(items, admin.roles, item);

  return [
    // The signed-in (mock) user's sidebar; `scope=all` is the editor's whole menu.
    adminHttp.get('/all-menu', ({ request, response }) => {
      const tree = menuTree(items, admin.roles);
      if (new URL(request.url).searchParams.get('scope') === 'all') {
        return response(200).json({ data: tree });
      }
      return response(200).json({ data: visibleMenu(tree, viewer()) });
    }),

    adminHttp.get('/all-menu-for-dropdown', ({ response }) => {
      const options: Schema<'MenuDropdownOption'>[] = [{ id: 0, title: 'ROOT', depth: 0 }];
      const visit = (nodes: Schema<'MenuItem'>[], depth: number) => {
        for (const node of nodes) {
          options.push({ id: node.id, title: `${'  '.repeat(depth - 1)}┝ ${node.title}`, depth });
          if (depth < 3) visit(node.children ?? [], depth + 1);
        }
      };
      visit(menuTree(items, admin.roles), 1);
      return response(200).json({ data: options });
    }),

    adminHttp.post('/admin-menu', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('storeMenuItem', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const parentId = Number(body.parent_id);
      const errors = parentErrors(parentId);
      if (errors !== undefined) return response(422).json(failure(errors));
      const now = store.clock();
      const item: StoredMenuItem = {
        id: nextId(items),
        parent_id: parentId,
        order: lastOrder(parentId) + 1,
        title: text(body, 'title') ?? '',
        icon: text(body, 'icon') ?? 'fa-bars',
        uri: text(body, 'uri') ?? null,
        permission: text(body, 'permission') ?? null,
        roles: idList(body, 'roles'),
        created_at: now,
        updated_at: now,
      };
      items.push(item);
      return response(201).json({ message: 'Menu saved successfully.', data: present(item) });
    }),

    adminHttp.get('/admin-menu/{id}', ({ params, response }) => {
      const item = find(params.id);
      if (item === undefined) return response(404).json(missing);
      return response(200).json({ data: present(item) });
    }),

    adminHttp.put('/admin-menu/{id}', async ({ params, request, response }) => {
      const item = find(params.id);
      if (item === undefined) return response(404).json(missing);
      const body = await readBody(request);
      const invalid = missingRequired('updateMenuItem', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const parentId = Number(body.parent_id);
      const errors = parentErrors(parentId, item.id);
      if (errors !== undefined) return response(422).json(failure(errors));
      if (parentId !== item.parent_id) item.order = lastOrder(parentId) + 1;
      item.parent_id = parentId;
      item.title = text(body, 'title') ?? item.title;
      item.icon = text(body, 'icon') ?? item.icon;
      if ('uri' in body) item.uri = text(body, 'uri') ?? null;
      if ('permission' in body) item.permission = text(body, 'permission') ?? null;
      if ('roles' in body) item.roles = idList(body, 'roles');
      item.updated_at = store.clock();
      return response(200).json({ message: 'Menu saved successfully.', data: present(item) });
    }),

    adminHttp.delete('/admin-menu/{id}', ({ params, response }) => {
      const item = find(params.id);
      if (item === undefined) return response(404).json(missing);
      const doomed = new Set([item.id, ...descendants(item.id)]);
      for (let index = items.length - 1; index >= 0; index -= 1) {
        const candidate = items[index];
        if (candidate !== undefined && doomed.has(candidate.id)) items.splice(index, 1);
      }
      return response(200).json({ message: 'Menu deleted successfully.' });
    }),

    adminHttp.put('/update-menu-order', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('updateMenuOrder', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const placements: { id: number; parent: number; order: number }[] = [];
      const unknown: number[] = [];
      const walk = (nodes: unknown, parent: number) => {
        if (!Array.isArray(nodes)) return;
        nodes.filter(isOrderNode).forEach((node, index) => {
          if (find(node.id) === undefined) unknown.push(node.id);
          placements.push({ id: node.id, parent, order: index + 1 });
          walk(node.children, node.id);
        });
      };
      walk(body.order, 0);
      if (unknown.length > 0) {
        return response(422).json(
          failure({ order: [`The menu entries ${unknown.join(', ')} do not exist.`] }),
        );
      }
      const now = store.clock();
      for (const placement of placements) {
        const item = find(placement.id);
        if (item === undefined) continue;
        item.parent_id = placement.parent;
        item.order = placement.order;
        item.updated_at = now;
      }
      return response(200).json({ message: 'Menu order saved.' });
    }),
  ];
}
