import type { Schema } from '../schema';

/**
 * Client-side visibility of the Create, Edit, Delete and View actions (admin §6).
 *
 * Decisions (each one is a row of the tables in model.test.ts):
 * - Field values: a record field that is absent, null, an object or an array is "missing" and makes
 *   every comparison false, `!=` included. Booleans compare as 1 and 0 (Laravel's tinyint).
 * - `role_id` and `user_role_id` as a condition field mean the signed-in user's FIRST role id, never
 *   a record field; a user without roles has no role id (missing).
 * - The condition value `auto_user_id` (also as an `in` item) stands for the signed-in user's id.
 * - The rule's value is trimmed (as Laravel trims input); the record's value is taken as it is.
 * - `=`, `!=`, `>`, `>=`, `<`, `<=` compare numerically when both sides are decimal numbers
 *   (`-?digits[.digits]`), otherwise as strings in code-unit order (so ISO dates order correctly).
 * - `in`: comma list, items trimmed, empty items dropped, each item compared like `=`.
 * - `like`: starts-with, case-sensitive, the value taken literally (no `%` wildcards); an empty
 *   value matches every present value.
 * - Rules fold left to right with no precedence: `a OR b AND c` is `(a OR b) AND c`. The first
 *   rule's joining_rules is ignored; NA on a later rule joins like AND (the stricter reading).
 * - A group with nothing configured is neutral: it takes no part in `&&` or `||`, so it never
 *   changes the result; when no group is configured at all the action is allowed.
 */

/** One condition rule of a custom permission detail. */
export type PermissionRule = Schema<'PermissionConditionRule'>;
/** The rules of one custom permission for one role. */
export type PermissionDetail = Schema<'CustomPermissionDetail'>;
type Profile = Schema<'Profile'>;
type Join = PermissionDetail['edit_id'];

/** A record the rules read (a list row, a shown record, a create form's values): its own fields. */
export type RuleRecord = object;

/** What a rule is evaluated against. */
export interface RuleContext {
  /** The record whose fields the rules compare (empty for a create without values). */
  record: RuleRecord;
  /** The signed-in administrator: their id and first role id take part in the rules. */
  user: Profile;
}

/** Condition fields that mean the user's first role id rather than a record field. */
export const roleIdFields: readonly string[] = ['role_id', 'user_role_id'];

/** The condition value that stands for the signed-in user's id (e.g. created_by = auto_user_id). */
export const currentUserIdValue = 'auto_user_id';

/** The id of the user's first role, which the rules use as the user's role. */
export function firstRoleId(user: Profile): number | undefined {
  return user.roles[0]?.id;
}

type Scalar = string | number;

/** A comparable value, or undefined when the value is missing. */
function scalar(value: unknown): Scalar | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

const decimal = /^-?\d+(?:\.\d+)?$/;

function numeric(value: Scalar): number | undefined {
  if (typeof value === 'number') return value;
  return decimal.test(value.trim()) ? Number(value) : undefined;
}

/** -1, 0 or 1: numeric when both sides are numbers, otherwise string order. */
function order(actual: Scalar, expected: string): number {
  const left = numeric(actual);
  const right = numeric(expected);
  if (left !== undefined && right !== undefined) return Math.sign(left - right);
  const text = String(actual);
  return text === expected ? 0 : text < expected ? -1 : 1;
}

/** Whether two values are present and equal under the `=` rule. */
function sameValue(left: unknown, right: unknown): boolean {
  const actual = scalar(left);
  const expected = scalar(right);
  return actual !== undefined && expected !== undefined && order(actual, String(expected)) === 0;
}

/** The record's own field of that name (inherited properties such as toString are not fields). */
function ownField(values: RuleRecord, name: string): unknown {
  if (!Object.hasOwn(values, name)) return undefined;
  const value: unknown = Reflect.get(values, name);
  return value;
}

/** The user's attribute of that name; the role id aliases give the first role id. */
function userAttribute(user: Profile, name: string): unknown {
  return roleIdFields.includes(name) ? firstRoleId(user) : ownField(user, name);
}

function expectedValue(value: string, user: Profile): string {
  const text = value.trim();
  return text === currentUserIdValue ? String(user.id) : text;
}

/** The comparison operators, given the order of the record's value against the rule's. */
const comparisons: Record<
  Exclude<PermissionRule['condition_op'], 'in' | 'like'>,
  (result: number) => boolean
> = {
  '=': (result) => result === 0,
  '!=': (result) => result !== 0,
  '>': (result) => result > 0,
  '>=': (result) => result >= 0,
  '<': (result) => result < 0,
  '<=': (result) => result <= 0,
};

/** Whether one rule holds for the record (or the user's role id); a missing field is false. */
export function evaluateRule(rule: PermissionRule, { record, user }: RuleContext): boolean {
  const field = rule.condition_field.trim();
  const actual = scalar(roleIdFields.includes(field) ? firstRoleId(user) : ownField(record, field));
  if (actual === undefined) return false;
  if (rule.condition_op === 'like') {
    return String(actual).startsWith(expectedValue(rule.condition_value, user));
  }
  if (rule.condition_op === 'in') {
    return rule.condition_value
      .split(',')
      .filter((item) => item.trim() !== '')
      .some((item) => order(actual, expectedValue(item, user)) === 0);
  }
  return comparisons[rule.condition_op](order(actual, expectedValue(rule.condition_value, user)));
}

/**
 * Folds the checks of the rules left to right with each rule's joining_rules, skipping rules the
 * check does not apply to (undefined); undefined when none applies.
 */
function foldRules(
  rules: readonly PermissionRule[],
  check: (rule: PermissionRule) => boolean | undefined,
): boolean | undefined {
  let result: boolean | undefined;
  for (const rule of rules) {
    const value = check(rule);
    if (value === undefined) continue;
    result =
      result === undefined
        ? value
        : rule.joining_rules === 'OR'
          ? result || value
          : result && value;
  }
  return result;
}

/** The rules folded left to right with their joining_rules; no rules at all restrict nothing (true). */
export function evaluateRules(rules: readonly PermissionRule[], context: RuleContext): boolean {
  return foldRules(rules, (rule) => evaluateRule(rule, context)) ?? true;
}

/** Combines two group results; an unconfigured group (undefined) leaves the other unchanged. */
function join(left: boolean | undefined, how: Join, right: boolean | undefined) {
  if (left === undefined) return right;
  if (right === undefined) return left;
  return how === '||' ? left || right : left && right;
}

function configured(field: string | null | undefined): string | undefined {
  const name = field?.trim();
  return name === undefined || name === '' ? undefined : name;
}

/** Which field of a rule a group reads (edit or delete variant). */
type FieldOf = (rule: PermissionRule) => string | null | undefined;

/** Group A: record[field] is the user's id (e.g. created_by). */
function creatorGroup(rules: readonly PermissionRule[], fieldOf: FieldOf, context: RuleContext) {
  return foldRules(rules, (rule) => {
    const field = configured(fieldOf(rule));
    return field === undefined
      ? undefined
      : sameValue(ownField(context.record, field), context.user.id);
  });
}

/** Group B: the condition rules applied to the record. */
function conditionGroup(rules: readonly PermissionRule[], context: RuleContext) {
  return foldRules(rules, (rule) => evaluateRule(rule, context));
}

/** Group C: record[field] is the user's attribute of the same name (organization_id, ...). */
function attributeGroup(rules: readonly PermissionRule[], fieldOf: FieldOf, context: RuleContext) {
  return foldRules(rules, (rule) => {
    const field = configured(fieldOf(rule));
    return field === undefined
      ? undefined
      : sameValue(ownField(context.record, field), userAttribute(context.user, field));
  });
}

/** Which actions the signed-in user may see on one route. */
export interface ActionVisibility {
  /** Whether the list may be shown (permission name List). */
  canList: boolean;
  /** Whether Create shows, given the form's or context's values (none by default). */
  canCreate: (values?: RuleRecord) => boolean;
  /** Whether Edit shows for this record. */
  canEdit: (record: RuleRecord) => boolean;
  /** Whether Delete shows for this record. */
  canDelete: (record: RuleRecord) => boolean;
  /** Whether View (show) is offered for this record. */
  canView: (record: RuleRecord) => boolean;
}

/** Every action visible: a flag '1' user, or a route no active custom permission guards. */
export const allVisible: ActionVisibility = {
  canList: true,
  canCreate: () => true,
  canEdit: () => true,
  canDelete: () => true,
  canView: () => true,
};

/** The safe defaults: Create, Edit and Delete hidden; List and View left to the server. */
export const safeVisibility: ActionVisibility = {
  canList: true,
  canCreate: () => false,
  canEdit: () => false,
  canDelete: () => false,
  canView: () => true,
};

/** What decides the actions of one route for one user. */
export interface ActionVisibilityInput {
  /** The signed-in administrator. */
  user: Profile;
  /** Whether an active custom permission (on an active route list) guards the route. */
  guarded: boolean;
  /** The detail of that custom permission for the user's first role; none hides Create/Edit/Delete. */
  detail?: PermissionDetail;
}

/**
 * The actions one user sees on one route (admin §6):
 * - flag '1', or an unguarded route: everything;
 * - guarded without a detail for the user's first role: Create, Edit and Delete hidden;
 * - otherwise each action needs its permission name and its rule groups:
 *   Create = conditions on the values; Edit = (A edit_id B) edit_refid C;
 *   Delete = (A delete_id B) delete_refid C; View = B list_refid C, where C uses the Edit table
 *   fields (there is no list table field); List needs only its permission name.
 */
export function actionVisibility({
  user,
  guarded,
  detail,
}: ActionVisibilityInput): ActionVisibility {
  if (user.permission_flag === '1' || !guarded) return allVisible;
  if (detail === undefined) return safeVisibility;
  const { conditions, permission_names: names } = detail;
  const context = (record: RuleRecord): RuleContext => ({ record, user });
  const editTable: FieldOf = (rule) => rule.edit_condition_table_field;
  const guardedAction = (
    name: PermissionDetail['permission_names'][number],
    creator: FieldOf,
    table: FieldOf,
    first: Join,
    second: Join,
  ) =>
    !names.includes(name)
      ? () => false
      : (record: RuleRecord) => {
          const ctx = context(record);
          const groups = join(
            join(creatorGroup(conditions, creator, ctx), first, conditionGroup(conditions, ctx)),
            second,
            attributeGroup(conditions, table, ctx),
          );
          return groups ?? true;
        };
  return {
    canList: names.includes('List'),
    canCreate: (values = {}) =>
      names.includes('Create') && evaluateRules(conditions, context(values)),
    canEdit: guardedAction(
      'Edit',
      (rule) => rule.edit_custom_condition_field,
      editTable,
      detail.edit_id,
      detail.edit_refid,
    ),
    canDelete: guardedAction(
      'Delete',
      (rule) => rule.delete_custom_condition_field,
      (rule) => rule.delete_condition_table_field,
      detail.delete_id,
      detail.delete_refid,
    ),
    // View has no creator group: undefined creator fields leave B ⟨list_refid⟩ C.
    canView: guardedAction('View', () => undefined, editTable, '&&', detail.list_refid),
  };
}

/** Every one of several guards must allow an action (a route guarded by more than one permission). */
export function everyVisibility(visibilities: readonly ActionVisibility[]): ActionVisibility {
  return {
    canList: visibilities.every((visibility) => visibility.canList),
    canCreate: (values) => visibilities.every((visibility) => visibility.canCreate(values)),
    canEdit: (record) => visibilities.every((visibility) => visibility.canEdit(record)),
    canDelete: (record) => visibilities.every((visibility) => visibility.canDelete(record)),
    canView: (record) => visibilities.every((visibility) => visibility.canView(record)),
  };
}

/** '/departments', 'departments' and '/departments/' name the same route. */
function normalPath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The active custom permissions guarding an API path: those attached to an active route list whose
 * path_url is the path (a path may have several route lists, e.g. its index and store routes).
 */
export function routeGuards(
  apiPath: string,
  routeLists: readonly Schema<'RouteList'>[],
  customPermissions: readonly Schema<'CustomPermission'>[],
): Schema<'CustomPermission'>[] {
  const wanted = normalPath(apiPath);
  const routeIds = new Set(
    routeLists
      .filter((route) => route.status === 1 && normalPath(route.path_url) === wanted)
      .map((route) => route.id),
  );
  return customPermissions.filter(
    (permission) => permission.status === 1 && routeIds.has(permission.route_list_id),
  );
}

/** The detail of a custom permission for a role: the first one listed (the server lists newest first). */
export function detailFor(
  details: readonly PermissionDetail[],
  roleId: number,
  customPermissionId: number,
): PermissionDetail | undefined {
  return details.find(
    (detail) => detail.role_id === roleId && detail.custom_permission_id === customPermissionId,
  );
}
