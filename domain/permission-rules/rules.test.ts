import type { Schema } from '../schema';
import { describe, expect, it } from 'vitest';
import {
  actionVisibility,
  allVisible,
  detailFor,
  evaluateRule,
  evaluateRules,
  everyVisibility,
  firstRoleId,
  routeGuards,
  safeVisibility,
  type ActionVisibility,
  type PermissionDetail,
  type PermissionRule,
  type RuleRecord,
} from './rules';

type Profile = Schema<'Profile'>;
type Op = PermissionRule['condition_op'];
type Joining = PermissionRule['joining_rules'];
type Name = PermissionDetail['permission_names'][number];
type Combine = PermissionDetail['edit_id'];

/** A '0'-flagged administrator: id 7, first role 3 (then 5), organization 1, department 4. */
const userOf = (overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  name: 'Nur Aina',
  username: 'nur',
  avatar: null,
  created_at: '2024-03-01T09:00:00Z',
  roles: [
    { id: 3, name: 'Billing Officer' },
    { id: 5, name: 'Auditor' },
  ],
  permission_flag: '0',
  organization_id: 1,
  department_id: 4,
  ...overrides,
});

const user = userOf();

const rule = (
  field: string,
  op: Op,
  value: string,
  joining: Joining = 'NA',
  groups: Partial<PermissionRule> = {},
): PermissionRule => ({
  condition_field: field,
  condition_op: op,
  condition_value: value,
  joining_rules: joining,
  ...groups,
});

const allNames: Name[] = ['List', 'View', 'Create', 'Edit', 'Delete'];

const detailOf = (overrides: Partial<PermissionDetail> = {}): PermissionDetail => ({
  id: 1,
  custom_permission_id: 4,
  role_id: 3,
  permission_names: allNames,
  conditions: [],
  list_refid: '&&',
  edit_id: '&&',
  edit_refid: '&&',
  delete_id: '&&',
  delete_refid: '&&',
  created_at: '2024-03-06T02:10:00Z',
  updated_at: '2024-03-06T02:10:00Z',
  ...overrides,
});

const holds = (candidate: PermissionRule, record: RuleRecord, who: Profile = user) =>
  evaluateRule(candidate, { record, user: who });

describe('evaluateRule: operators', () => {
  it.each<[string, unknown, Op, string, boolean]>([
    // Numbers: numeric comparison whenever both sides are decimal numbers.
    ['= a number equals its text', 1, '=', '1', true],
    ['= numeric texts compare as numbers (1.0 = 1)', '1.0', '=', '1', true],
    ['= zero-padded text is the same number (05 = 5)', '05', '=', '5', true],
    ['= different numbers', 2, '=', '1', false],
    ['!= different numbers', 2, '!=', '1', true],
    ['!= equal numbers', 1, '!=', '1.00', false],
    ['> is numeric, not lexical (10 > 9)', 10, '>', '9', true],
    ['> an equal number is false', 9, '>', '9', false],
    ['>= an equal number', 9, '>=', '9', true],
    ['>= a smaller number', 8, '>=', '9', false],
    ['< is numeric, not lexical (9 < 10)', '9', '<', '10', true],
    ['< an equal number is false', 10, '<', '10', false],
    ['<= an equal decimal (500.00 <= 500)', '500.00', '<=', '500', true],
    ['<= a larger number', 501, '<=', '500', false],
    ['< negative decimals', -1.5, '<', '0', true],
    // Strings: exact, case-sensitive, ordered by code unit.
    ['= the same string', 'draft', '=', 'draft', true],
    ['= is case-sensitive', 'Draft', '=', 'draft', false],
    ["= the rule's value is trimmed", 'draft', '=', '  draft ', true],
    ["= the record's value is not trimmed", ' draft', '=', 'draft', false],
    ['!= another string', 'paid', '!=', 'draft', true],
    ['!= the same string', 'draft', '!=', 'draft', false],
    ['> string order (b > a)', 'b', '>', 'a', true],
    ['> string order (a > b)', 'a', '>', 'b', false],
    ['>= ISO dates order as strings', '2024-05-01', '>=', '2024-04-30', true],
    ['>= the same string', 'm', '>=', 'm', true],
    ['< ISO date times', '2024-01-01T09:00:00Z', '<', '2024-01-01T10:00:00Z', true],
    ['<= the same string', 'abc', '<=', 'abc', true],
    ['<= a later string', 'abd', '<=', 'abc', false],
    ['a number against a word compares as strings (10 < a)', 10, '<', 'a', true],
    ['a number never equals a word', 5, '=', 'five', false],
    ['text that is only partly numeric is a string (10 > 9a is false)', '10', '>', '9a', false],
    // Booleans are Laravel tinyints.
    ['true equals 1', true, '=', '1', true],
    ['false equals 0', false, '=', '0', true],
    ["false does not equal the word 'false'", false, '=', 'false', false],
    // in: comma list, trimmed items, each compared like =.
    ['in matches one of the items', 'issued', 'in', 'draft,issued', true],
    ['in trims the items', 'issued', 'in', ' draft ,  issued ', true],
    ['in compares numbers numerically', 5, 'in', '1, 5', true],
    ['in with a numeric text item (05 in 5)', '05', 'in', '4,5', true],
    ['in with a single item', 'x', 'in', 'x', true],
    ['in does not match a value outside the list', 'paid', 'in', 'draft,issued', false],
    ['in never matches part of an item', 'iss', 'in', 'issued', false],
    ['in is case-sensitive', 'Draft', 'in', 'draft,issued', false],
    ['in drops empty items (an empty value matches none)', '', 'in', 'a,,b', false],
    ['in with an empty list matches nothing', 'x', 'in', '', false],
    // like: starts-with.
    ['like matches the start', 'Prepaid 30 days', 'like', 'Prepaid', true],
    ['like matches the whole value', 'Prepaid', 'like', 'Prepaid', true],
    ['like does not match in the middle', 'Super Prepaid', 'like', 'Prepaid', false],
    ['like is case-sensitive', 'prepaid 30', 'like', 'Prepaid', false],
    ['like takes % literally (no wildcards)', 'Prepaid 30', 'like', 'Prepaid%', false],
    ['like reads numbers as text (12345 like 123)', 12345, 'like', '123', true],
    ['like with an empty value matches any present value', 'anything', 'like', '', true],
  ])('%s', (_name, value, op, expected, result) => {
    expect(holds(rule('field', op, expected), { field: value })).toBe(result);
  });
});

describe('evaluateRule: a missing field compares as false, whatever the operator', () => {
  const ops: Op[] = ['=', '!=', '>', '>=', '<', '<=', 'in', 'like'];
  it.each<[string, RuleRecord]>([
    ['absent from the record', {}],
    ['null', { field: null }],
    ['undefined', { field: undefined }],
    ['an object', { field: { id: 1 } }],
    ['an array', { field: [1, 2] }],
    ['not a finite number (NaN)', { field: Number.NaN }],
  ])('a field that is %s', (_name, record) => {
    for (const op of ops) expect(holds(rule('field', op, '1'), record), op).toBe(false);
  });

  it('an inherited property (toString) is not a field', () => {
    expect(holds(rule('toString', 'like', ''), {})).toBe(false);
  });

  it('an empty string is a value, not a missing field', () => {
    expect(holds(rule('field', '=', ''), { field: '' })).toBe(true);
    expect(holds(rule('field', '!=', 'x'), { field: '' })).toBe(true);
  });
});

describe("evaluateRule: the user's role id and id", () => {
  it.each<[string, PermissionRule, RuleRecord, Profile, boolean]>([
    ['role_id is the first role id', rule('role_id', '=', '3'), {}, user, true],
    ['role_id never looks at the second role', rule('role_id', '=', '5'), {}, user, false],
    ['role_id in a list', rule('role_id', 'in', '1,3'), {}, user, true],
    ['role_id compared with >=', rule('role_id', '>=', '2'), {}, user, true],
    ['user_role_id is an alias of role_id', rule('user_role_id', '=', '3'), {}, user, true],
    ['the field name is trimmed', rule(' role_id ', '=', '3'), {}, user, true],
    [
      "role_id ignores the record's own role_id",
      rule('role_id', '=', '5'),
      { role_id: 5 },
      user,
      false,
    ],
    [
      'a user without roles has no role id (missing)',
      rule('role_id', '!=', '3'),
      {},
      userOf({ roles: [] }),
      false,
    ],
    [
      'auto_user_id is the user id',
      rule('created_by', '=', 'auto_user_id'),
      { created_by: 7 },
      user,
      true,
    ],
    [
      'auto_user_id against another creator',
      rule('created_by', '=', 'auto_user_id'),
      { created_by: 8 },
      user,
      false,
    ],
    [
      'auto_user_id as an in item',
      rule('created_by', 'in', '1, auto_user_id'),
      { created_by: 7 },
      user,
      true,
    ],
    ['!= auto_user_id', rule('created_by', '!=', 'auto_user_id'), { created_by: 8 }, user, true],
  ])('%s', (_name, candidate, record, who, result) => {
    expect(holds(candidate, record, who)).toBe(result);
  });

  it('firstRoleId gives the first role, or undefined without roles', () => {
    expect(firstRoleId(user)).toBe(3);
    expect(firstRoleId(userOf({ roles: [] }))).toBeUndefined();
  });
});

describe('evaluateRules: folded left to right with joining_rules', () => {
  // 'T' holds for the record { yes: 1 }, 'F' does not.
  const T = (joining: Joining = 'NA') => rule('yes', '=', '1', joining);
  const F = (joining: Joining = 'NA') => rule('yes', '=', '0', joining);
  const missing = (joining: Joining = 'NA') => rule('absent', '!=', '0', joining);

  it.each<[string, PermissionRule[], boolean]>([
    ['no rules restrict nothing', [], true],
    ['a single true rule', [T()], true],
    ['a single false rule', [F()], false],
    ["the first rule's OR is ignored", [F('OR')], false],
    ["the first rule's AND is ignored", [T('AND')], true],
    ['T AND T', [T(), T('AND')], true],
    ['T AND F', [T(), F('AND')], false],
    ['F AND T', [F(), T('AND')], false],
    ['F OR T', [F(), T('OR')], true],
    ['T OR F', [T(), F('OR')], true],
    ['F OR F', [F(), F('OR')], false],
    ['NA after the first rule joins like AND (T NA F)', [T(), F('NA')], false],
    ['NA after the first rule joins like AND (T NA T)', [T(), T('NA')], true],
    ['no precedence: T OR F AND F is (T OR F) AND F', [T(), F('OR'), F('AND')], false],
    ['no precedence: F AND F OR T is (F AND F) OR T', [F(), F('AND'), T('OR')], true],
    ['no precedence: F AND T OR T is (F AND T) OR T', [F(), T('AND'), T('OR')], true],
    ['a long chain: T AND T AND T OR F', [T(), T('AND'), T('AND'), F('OR')], true],
    ['a missing field is false inside a chain (missing OR T)', [missing(), T('OR')], true],
    ['a missing field is false inside a chain (T AND missing)', [T(), missing('AND')], false],
  ])('%s', (_name, rules, result) => {
    expect(evaluateRules(rules, { record: { yes: 1 }, user })).toBe(result);
  });
});

/** The five answers of a visibility for one record, for table comparisons. */
const answers = (visibility: ActionVisibility, record: RuleRecord = {}) => ({
  list: visibility.canList,
  create: visibility.canCreate(record),
  edit: visibility.canEdit(record),
  delete: visibility.canDelete(record),
  view: visibility.canView(record),
});

/** The five answers of a visibility for one record. */
type Answers = ReturnType<typeof answers>;

const everything: Answers = { list: true, create: true, edit: true, delete: true, view: true };
const safe: Answers = { list: true, create: false, edit: false, delete: false, view: true };

describe('actionVisibility: who is governed by the rules', () => {
  const denyAll = detailOf({ permission_names: [], conditions: [rule('yes', '=', '0')] });
  it.each<[string, Profile, boolean, PermissionDetail | undefined, Answers]>([
    [
      "flag '1' sees everything on a guarded route without a detail",
      userOf({ permission_flag: '1' }),
      true,
      undefined,
      everything,
    ],
    [
      "flag '1' sees everything even when its detail denies all",
      userOf({ permission_flag: '1' }),
      true,
      denyAll,
      everything,
    ],
    [
      "flag '0' on a route no custom permission guards sees everything",
      user,
      false,
      undefined,
      everything,
    ],
    ["flag '0' on an unguarded route ignores a stray detail", user, false, denyAll, everything],
    [
      "flag '0' guarded, no detail for its role: Create/Edit/Delete hidden",
      user,
      true,
      undefined,
      safe,
    ],
    [
      'no flag at all is governed like flag 0',
      userOf({ permission_flag: undefined }),
      true,
      undefined,
      safe,
    ],
    [
      'a user without roles on a guarded route (no detail)',
      userOf({ roles: [] }),
      true,
      undefined,
      safe,
    ],
    [
      "flag '0' guarded, a detail that denies all",
      user,
      true,
      denyAll,
      { list: false, create: false, edit: false, delete: false, view: false },
    ],
  ])('%s', (_name, who, guarded, detail, expected) => {
    expect(answers(actionVisibility({ user: who, guarded, detail }))).toEqual(expected);
  });

  it('the constants are the two fixed answers', () => {
    expect(answers(allVisible)).toEqual(everything);
    expect(answers(safeVisibility)).toEqual(safe);
  });
});

describe('actionVisibility: permission_names must include the action', () => {
  const without = (name: Name) => allNames.filter((candidate) => candidate !== name);
  it.each<[string, Name[], Answers]>([
    ['all five names', allNames, everything],
    ['without List', without('List'), { ...everything, list: false }],
    ['without View', without('View'), { ...everything, view: false }],
    ['without Create', without('Create'), { ...everything, create: false }],
    ['without Edit', without('Edit'), { ...everything, edit: false }],
    ['without Delete', without('Delete'), { ...everything, delete: false }],
    ['no names', [], { list: false, create: false, edit: false, delete: false, view: false }],
  ])('%s (no conditions)', (_name, names, expected) => {
    const detail = detailOf({ permission_names: names });
    expect(answers(actionVisibility({ user, guarded: true, detail }))).toEqual(expected);
  });
});

describe('actionVisibility: Create applies the conditions to the form or context values', () => {
  const ownership = {
    edit_custom_condition_field: 'created_by',
    edit_condition_table_field: 'organization_id',
  };
  it.each<[string, PermissionRule[], RuleRecord | undefined, boolean]>([
    ['no conditions: Create shows', [], undefined, true],
    [
      'a record rule without values is false (missing field)',
      [rule('organization_id', '=', '1')],
      undefined,
      false,
    ],
    [
      'a record rule with matching values',
      [rule('organization_id', '=', '1')],
      { organization_id: 1 },
      true,
    ],
    [
      'a record rule with other values',
      [rule('organization_id', '=', '1')],
      { organization_id: 2 },
      false,
    ],
    ['a role rule needs no values', [rule('role_id', 'in', '3,4')], undefined, true],
    ['a role rule for another role', [rule('role_id', '=', '4')], undefined, false],
    [
      'a role rule OR a record rule, without values',
      [rule('organization_id', '=', '1'), rule('role_id', '=', '3', 'OR')],
      undefined,
      true,
    ],
    [
      'a role rule AND a record rule, without values',
      [rule('role_id', '=', '3'), rule('organization_id', '=', '1', 'AND')],
      undefined,
      false,
    ],
    [
      'the Edit/Delete group fields play no part in Create',
      [rule('role_id', '=', '3', 'NA', ownership)],
      {},
      true,
    ],
  ])('%s', (_name, conditions, values, result) => {
    const visibility = actionVisibility({ user, guarded: true, detail: detailOf({ conditions }) });
    expect(visibility.canCreate(values)).toBe(result);
  });
});

/**
 * One rule configures all three groups: A (record.created_by is the user), B (status = draft) and
 * C (record.organization_id is the user's organization), for Edit or for Delete.
 */
function threeGroups(action: 'edit' | 'delete', first: Combine, second: Combine) {
  const groups: Partial<PermissionRule> =
    action === 'edit'
      ? { edit_custom_condition_field: 'created_by', edit_condition_table_field: 'organization_id' }
      : {
          delete_custom_condition_field: 'created_by',
          delete_condition_table_field: 'organization_id',
        };
  const conditions = [rule('status', '=', 'draft', 'NA', groups)];
  const keys =
    action === 'edit'
      ? { edit_id: first, edit_refid: second }
      : { delete_id: first, delete_refid: second };
  const visibility = actionVisibility({
    user,
    guarded: true,
    detail: detailOf({ conditions, ...keys }),
  });
  return action === 'edit' ? visibility.canEdit : visibility.canDelete;
}

const recordOf = (a: boolean, b: boolean, c: boolean) => ({
  created_by: a ? 7 : 8,
  status: b ? 'draft' : 'paid',
  organization_id: c ? 1 : 2,
});

describe.each<['edit' | 'delete']>([['edit'], ['delete']])(
  'actionVisibility: %s = (A ⟨%s_id⟩ B) ⟨%s_refid⟩ C',
  (action) => {
    it.each<[string, Combine, Combine, boolean, boolean, boolean, boolean]>([
      ['&& &&: all three hold', '&&', '&&', true, true, true, true],
      ['&& &&: not the creator', '&&', '&&', false, true, true, false],
      ['&& &&: the condition fails', '&&', '&&', true, false, true, false],
      ['&& &&: another organization', '&&', '&&', true, true, false, false],
      ['|| &&: the condition alone passes A||B', '||', '&&', false, true, true, true],
      ['|| &&: the creator alone passes A||B', '||', '&&', true, false, true, true],
      ['|| &&: neither A nor B', '||', '&&', false, false, true, false],
      ['|| &&: A||B but another organization', '||', '&&', true, true, false, false],
      ['&& ||: the organization is not needed when A&&B', '&&', '||', true, true, false, true],
      ['&& ||: the organization alone', '&&', '||', false, false, true, true],
      ['&& ||: B only, another organization', '&&', '||', false, true, false, false],
      ['&& ||: A only, another organization', '&&', '||', true, false, false, false],
      ['|| ||: the organization alone', '||', '||', false, false, true, true],
      ['|| ||: the condition alone', '||', '||', false, true, false, true],
      ['|| ||: the creator alone', '||', '||', true, false, false, true],
      ['|| ||: none of the three', '||', '||', false, false, false, false],
    ])('%s', (_name, first, second, a, b, c, result) => {
      expect(threeGroups(action, first, second)(recordOf(a, b, c))).toBe(result);
    });
  },
);

describe('actionVisibility: an unconfigured group is neutral (never changes the result)', () => {
  const canEdit = (
    conditions: PermissionRule[],
    keys: Partial<PermissionDetail>,
    record: RuleRecord,
  ) =>
    actionVisibility({ user, guarded: true, detail: detailOf({ conditions, ...keys }) }).canEdit(
      record,
    );
  const draft = rule('status', '=', 'draft');
  const withCreator = rule('status', '=', 'draft', 'NA', {
    edit_custom_condition_field: 'created_by',
  });
  const withTable = rule('status', '=', 'draft', 'NA', {
    edit_condition_table_field: 'organization_id',
  });

  it.each<[string, PermissionRule[], Partial<PermissionDetail>, RuleRecord, boolean]>([
    ['only B, && &&: B holds', [draft], {}, { status: 'draft' }, true],
    ['only B, && &&: B fails', [draft], {}, { status: 'paid' }, false],
    [
      'only B, || ||: B fails (an absent A or C does not count as true)',
      [draft],
      { edit_id: '||', edit_refid: '||' },
      { status: 'paid' },
      false,
    ],
    [
      'no A, edit_id ||: B fails and C holds gives false, not true',
      [withTable],
      { edit_id: '||' },
      { status: 'paid', organization_id: 1 },
      false,
    ],
    [
      'no A, edit_id ||: B and C hold',
      [withTable],
      { edit_id: '||' },
      { status: 'draft', organization_id: 1 },
      true,
    ],
    [
      'no C, edit_refid ||: A holds and B fails gives false, not true',
      [withCreator],
      { edit_refid: '||' },
      { status: 'paid', created_by: 7 },
      false,
    ],
    [
      'no C, edit_refid ||: A and B hold',
      [withCreator],
      { edit_refid: '||' },
      { status: 'draft', created_by: 7 },
      true,
    ],
    [
      'no conditions at all: the name alone decides',
      [],
      { edit_id: '||', edit_refid: '||' },
      {},
      true,
    ],
    [
      'a blank field name counts as not configured',
      [
        rule('status', '=', 'draft', 'NA', {
          edit_custom_condition_field: '  ',
          edit_condition_table_field: '',
        }),
      ],
      { edit_id: '||', edit_refid: '||' },
      { status: 'draft' },
      true,
    ],
    [
      'a null field counts as not configured',
      [rule('status', '=', 'draft', 'NA', { edit_custom_condition_field: null })],
      { edit_id: '||' },
      { status: 'paid' },
      false,
    ],
  ])('%s', (_name, conditions, keys, record, result) => {
    expect(canEdit(conditions, keys, record)).toBe(result);
  });

  it('the Edit group fields do not configure Delete, which then depends on B alone', () => {
    const detail = detailOf({ conditions: [withCreator], delete_id: '||' });
    const visibility = actionVisibility({ user, guarded: true, detail });
    expect(visibility.canDelete({ status: 'draft', created_by: 8 })).toBe(true);
    expect(visibility.canEdit({ status: 'draft', created_by: 8 })).toBe(false);
  });
});

describe('actionVisibility: group A (record versus creator) and group C (versus user attributes)', () => {
  const canEdit = (conditions: PermissionRule[], record: RuleRecord, who: Profile = user) =>
    actionVisibility({ user: who, guarded: true, detail: detailOf({ conditions }) }).canEdit(
      record,
    );
  const any = (joining: Joining, groups: Partial<PermissionRule>) =>
    rule('anything', 'like', '', joining, groups);
  const creator = (field: string, joining: Joining = 'NA') =>
    any(joining, { edit_custom_condition_field: field });
  const table = (field: string, joining: Joining = 'NA') =>
    any(joining, { edit_condition_table_field: field });
  const base = { anything: 'x' };

  it.each<[string, PermissionRule[], RuleRecord, Profile, boolean]>([
    ['A: the creator is the user', [creator('created_by')], { ...base, created_by: 7 }, user, true],
    [
      "A: the creator's id as text",
      [creator('created_by')],
      { ...base, created_by: '7' },
      user,
      true,
    ],
    ['A: another creator', [creator('created_by')], { ...base, created_by: 9 }, user, false],
    ['A: the creator field is missing', [creator('created_by')], base, user, false],
    [
      'A: two creator fields joined by OR (the updater)',
      [creator('created_by'), creator('updated_by', 'OR')],
      { ...base, created_by: 9, updated_by: 7 },
      user,
      true,
    ],
    [
      'A: two creator fields joined by AND',
      [creator('created_by'), creator('updated_by', 'AND')],
      { ...base, created_by: 9, updated_by: 7 },
      user,
      false,
    ],
    [
      'C: the same organization',
      [table('organization_id')],
      { ...base, organization_id: 1 },
      user,
      true,
    ],
    [
      'C: another organization',
      [table('organization_id')],
      { ...base, organization_id: 2 },
      user,
      false,
    ],
    ['C: the same department', [table('department_id')], { ...base, department_id: 4 }, user, true],
    [
      'C: the user has no department (null is missing)',
      [table('department_id')],
      { ...base, department_id: null },
      userOf({ department_id: null }),
      false,
    ],
    ["C: id is the user's id", [table('id')], { ...base, id: 7 }, user, true],
    [
      "C: role_id is the user's first role",
      [table('role_id')],
      { ...base, role_id: 3 },
      user,
      true,
    ],
    [
      "C: role_id is not the user's second role",
      [table('role_id')],
      { ...base, role_id: 5 },
      user,
      false,
    ],
    [
      'C: a field the user has no attribute of (status) is false',
      [table('status')],
      { ...base, status: 'draft' },
      user,
      false,
    ],
    ['C: the record lacks the field', [table('organization_id')], base, user, false],
    [
      'C: two table fields joined by OR',
      [table('organization_id'), table('department_id', 'OR')],
      { ...base, organization_id: 2, department_id: 4 },
      user,
      true,
    ],
    [
      'C: two table fields joined by AND',
      [table('organization_id'), table('department_id', 'AND')],
      { ...base, organization_id: 2, department_id: 4 },
      user,
      false,
    ],
  ])('%s', (_name, conditions, record, who, result) => {
    expect(canEdit(conditions, record, who)).toBe(result);
  });
});

describe('actionVisibility: View = B ⟨list_refid⟩ C, with the Edit table fields as C', () => {
  const conditions = [
    rule('status', '=', 'draft', 'NA', {
      edit_custom_condition_field: 'created_by',
      edit_condition_table_field: 'organization_id',
      delete_condition_table_field: 'department_id',
    }),
  ];
  it.each<[string, Combine, RuleRecord, boolean]>([
    [
      '&&: the condition and the organization hold',
      '&&',
      { status: 'draft', organization_id: 1 },
      true,
    ],
    ['&&: another organization', '&&', { status: 'draft', organization_id: 2 }, false],
    ['&&: the condition fails', '&&', { status: 'paid', organization_id: 1 }, false],
    ['||: the organization alone', '||', { status: 'paid', organization_id: 1 }, true],
    ['||: the condition alone', '||', { status: 'draft', organization_id: 2 }, true],
    ['||: neither', '||', { status: 'paid', organization_id: 2 }, false],
    [
      'the creator group plays no part in View',
      '&&',
      { status: 'draft', organization_id: 1, created_by: 9 },
      true,
    ],
    [
      'the Delete table fields play no part in View',
      '&&',
      { status: 'draft', organization_id: 1, department_id: 99 },
      true,
    ],
  ])('%s', (_name, listRefid, record, result) => {
    const detail = detailOf({ conditions, list_refid: listRefid });
    expect(actionVisibility({ user, guarded: true, detail }).canView(record)).toBe(result);
  });
});

describe('actionVisibility: the seeded invoice rules (custom permission 1, role 2)', () => {
  const detail = detailOf({
    role_id: 2,
    permission_names: ['List', 'View', 'Create', 'Edit'],
    conditions: [
      rule('organization_id', '=', '1', 'NA', {
        edit_custom_condition_field: 'created_by',
        edit_condition_table_field: 'organization_id',
      }),
      rule('status', 'in', 'draft,issued', 'AND'),
    ],
    edit_refid: '||',
  });
  const visibility = actionVisibility({
    user: userOf({ roles: [{ id: 2, name: 'Billing Officer' }] }),
    guarded: true,
    detail,
  });

  it.each<[string, RuleRecord, Answers]>([
    [
      'an own draft invoice of organization 1',
      { organization_id: 1, status: 'draft', created_by: 7 },
      { list: true, create: true, edit: true, delete: false, view: true },
    ],
    [
      "someone else's issued invoice of the user's organization (C)",
      { organization_id: 1, status: 'issued', created_by: 9 },
      { list: true, create: true, edit: true, delete: false, view: true },
    ],
    [
      'a paid invoice of organization 1',
      { organization_id: 1, status: 'paid', created_by: 7 },
      { list: true, create: false, edit: true, delete: false, view: false },
    ],
    [
      'an own invoice of organization 2',
      { organization_id: 2, status: 'draft', created_by: 7 },
      { list: true, create: false, edit: false, delete: false, view: false },
    ],
  ])('%s', (_name, record, expected) => {
    expect(answers(visibility, record)).toEqual(expected);
  });
});

describe('everyVisibility: every guard must allow the action', () => {
  const only = (name: Name) =>
    actionVisibility({ user, guarded: true, detail: detailOf({ permission_names: [name] }) });
  it.each<[string, ActionVisibility[], Answers]>([
    ['no guards: everything', [], everything],
    ['one guard is itself', [safeVisibility], safe],
    ['allVisible and safeVisibility', [allVisible, safeVisibility], safe],
    [
      'two guards allowing different actions allow neither',
      [only('Edit'), only('Delete')],
      { list: false, create: false, edit: false, delete: false, view: false },
    ],
    [
      'allVisible with an Edit-only guard',
      [allVisible, only('Edit')],
      { list: false, create: false, edit: true, delete: false, view: false },
    ],
  ])('%s', (_name, visibilities, expected) => {
    expect(answers(everyVisibility(visibilities))).toEqual(expected);
  });
});

const routeOf = (id: number, path: string, status: 0 | 1 = 1): Schema<'RouteList'> => ({
  id,
  route_name: `route.${id}`,
  path_url: path,
  route_controller: 'Controller',
  route_model: 'Model',
  status,
  created_at: '2024-03-05T02:00:00Z',
  updated_at: '2024-03-05T02:00:00Z',
});

const permissionOf = (
  id: number,
  routeId: number,
  status: 0 | 1 = 1,
): Schema<'CustomPermission'> => ({
  id,
  name: `Permission ${id}`,
  route_list_id: routeId,
  status,
  created_at: '2024-03-06T02:00:00Z',
  updated_at: '2024-03-06T02:00:00Z',
});

describe('routeGuards: the active custom permissions on the active route lists of a path', () => {
  it.each<[string, string, Schema<'RouteList'>[], Schema<'CustomPermission'>[], number[]]>([
    [
      'an active permission on the active route',
      '/departments',
      [routeOf(1, '/departments')],
      [permissionOf(4, 1)],
      [4],
    ],
    [
      'another path is not guarded',
      '/services',
      [routeOf(1, '/departments')],
      [permissionOf(4, 1)],
      [],
    ],
    [
      'an inactive route list is ignored',
      '/departments',
      [routeOf(1, '/departments', 0)],
      [permissionOf(4, 1)],
      [],
    ],
    [
      'an inactive custom permission is ignored',
      '/departments',
      [routeOf(1, '/departments')],
      [permissionOf(4, 1, 0)],
      [],
    ],
    [
      'a route without custom permissions',
      '/departments',
      [routeOf(1, '/departments')],
      [permissionOf(4, 2)],
      [],
    ],
    [
      'the store route of the same path guards too',
      '/departments',
      [routeOf(1, '/departments'), routeOf(2, '/departments')],
      [permissionOf(4, 2)],
      [4],
    ],
    [
      'several permissions on one path',
      '/departments',
      [routeOf(1, '/departments'), routeOf(2, '/departments')],
      [permissionOf(4, 1), permissionOf(5, 2)],
      [4, 5],
    ],
    [
      'a path_url without the leading slash',
      '/departments',
      [routeOf(1, 'departments')],
      [permissionOf(4, 1)],
      [4],
    ],
    [
      'a trailing slash on either side',
      'departments/',
      [routeOf(1, '/departments/')],
      [permissionOf(4, 1)],
      [4],
    ],
    [
      'paths are case-sensitive',
      '/Departments',
      [routeOf(1, '/departments')],
      [permissionOf(4, 1)],
      [],
    ],
    [
      'a nested path is another path',
      '/cbs/invoice/invoice',
      [routeOf(1, '/cbs/invoice')],
      [permissionOf(4, 1)],
      [],
    ],
  ])('%s', (_name, path, routes, permissions, ids) => {
    expect(routeGuards(path, routes, permissions).map((permission) => permission.id)).toEqual(ids);
  });
});

describe('detailFor: the detail of a role for a custom permission', () => {
  const details = [
    detailOf({ id: 9, role_id: 3, custom_permission_id: 4 }),
    detailOf({ id: 8, role_id: 3, custom_permission_id: 4 }),
    detailOf({ id: 7, role_id: 5, custom_permission_id: 4 }),
  ];
  it.each<[string, number, number, number | undefined]>([
    ['the first listed (newest) of several', 3, 4, 9],
    ['another role', 5, 4, 7],
    ['no detail for the role', 6, 4, undefined],
    ['no detail for the custom permission', 3, 5, undefined],
  ])('%s', (_name, roleId, customPermissionId, id) => {
    expect(detailFor(details, roleId, customPermissionId)?.id).toBe(id);
  });
});
