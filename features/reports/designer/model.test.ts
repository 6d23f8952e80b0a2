import { allRoles, cell, emptyCell, newDesign, row, seedDesigns } from '@domain/report-builder';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  blockingRow,
  cellFieldErrors,
  designOf,
  draftErrors,
  draftOf,
  movableRange,
  moveRow,
  nextRoles,
  positionText,
  removeRow,
  rowErrors,
  setCell,
  setColumnCount,
  setRowFixed,
  setRowRoles,
  withoutCellErrors,
  type DesignDraft,
} from './model';

const billing = seedDesigns()[0];
if (billing === undefined) throw new Error('The seed has a billing design');
const billingOfficer = { id: 2, name: 'Billing Officer' };
const care = { id: 3, name: 'Customer Care' };

/** Four rows: Row 1 fixed, Rows 2 and 3 free, Row 4 fixed. */
const fourRows = (): DesignDraft => {
  let draft = draftOf({ ...newDesign, id: 7, name: 'Ops' });
  for (let index = 0; index < 4; index += 1) draft = addRow(draft);
  draft = setRowFixed(draft, 'row-1', true);
  return setRowFixed(draft, 'row-4', true);
};
const names = (draft: DesignDraft) => draft.rows.map((shown) => shown.name);

describe('draftOf and designOf', () => {
  it('read a saved design and write it back the same', () => {
    const draft = draftOf(billing);
    expect(draft.name).toBe('Billing operations dashboard');
    expect(names(draft)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4']);
    expect(draft.rows[0]).toMatchObject({ fixed: true, columns: 3, roles: [allRoles] });
    expect(designOf(draft)).toEqual(billing);
  });

  it('start a new design without a name', () => {
    expect(draftOf(newDesign)).toEqual({ id: 0, name: '', rows: [] });
    expect(designOf(draftOf(newDesign))).toEqual({ id: 0, name: '', rows: [], update: false });
  });

  it('number rows in their order, trim the name and empty what a display does not use', () => {
    let draft = draftOf({ ...billing, name: '  Ops  ' });
    draft = setCell(draft, 'row-1', 0, {
      ...(draft.rows[0]?.cells[0] ?? emptyCell(3)),
      graph_type: 'Pie',
    });
    const moved = moveRow(draft, 'row-3', 1);
    if (!moved.ok) throw new Error('Row 3 may move');
    const saved = designOf(moved.draft);
    expect(saved.name).toBe('Ops');
    expect(saved.rows.map((shown) => [shown.name, shown.order])).toEqual([
      ['Row 1', 1],
      ['Row 3', 2],
      ['Row 2', 3],
      ['Row 4', 4],
    ]);
    expect(saved.rows[0]?.selected_report.report[0]?.graph_type).toBeNull();
  });

  it('fill a row saved with fewer cells than columns with empty cells', () => {
    const short = {
      ...row(1, false, [allRoles], [cell('A', 'table', 'col-md-6', 3)]),
      column_no: 3,
    };
    const draft = draftOf({ id: 2, name: 'Short', rows: [short] });
    expect(draft.rows[0]?.cells).toHaveLength(3);
    expect(draft.rows[0]?.cells[2]).toEqual(emptyCell(3));
  });
});

describe('rows', () => {
  it("adds 'Row N' after the highest number, with one empty cell seen by All", () => {
    let draft = addRow(draftOf(billing));
    expect(draft.rows.at(-1)).toMatchObject({
      name: 'Row 5',
      fixed: false,
      columns: 1,
      roles: [allRoles],
      cells: [emptyCell(1)],
    });
    draft = addRow(removeRow(draft, 'row-2'));
    expect(names(draft)).toEqual(['Row 1', 'Row 3', 'Row 4', 'Row 5', 'Row 6']);
    expect(new Set(draft.rows.map((shown) => shown.key)).size).toBe(5);
  });

  it('resets the cells to that many empty ones when the column count changes', () => {
    const draft = draftOf(billing);
    const same = setColumnCount(draft, 'row-1', 3);
    expect(same).toEqual(draft);
    const two = setColumnCount(draft, 'row-1', 2);
    expect(two.rows[0]?.columns).toBe(2);
    expect(two.rows[0]?.cells).toEqual([emptyCell(2), emptyCell(2)]);
    expect(setColumnCount(draft, 'row-1', 9).rows[0]?.columns).toBe(6);
    expect(setColumnCount(draft, 'row-1', 0).rows[0]?.cells).toHaveLength(1);
  });

  it("keeps 'All' alone or the chosen roles, and falls back to 'All'", () => {
    expect(nextRoles([allRoles], [allRoles, care])).toEqual([care]);
    expect(nextRoles([care], [care, allRoles])).toEqual([allRoles]);
    expect(nextRoles([care], [])).toEqual([allRoles]);
    expect(nextRoles([care], [care, billingOfficer])).toEqual([care, billingOfficer]);
    expect(setRowRoles(draftOf(billing), 'row-2', [care]).rows[1]?.roles).toEqual([care]);
  });
});

describe('moving rows', () => {
  it('moves free rows between the fixed ones', () => {
    const draft = fourRows();
    expect(movableRange(draft.rows, 'row-2')).toEqual({ from: 1, to: 2 });
    const moved = moveRow(draft, 'row-2', 2);
    expect(moved.ok).toBe(true);
    if (moved.ok) expect(names(moved.draft)).toEqual(['Row 1', 'Row 3', 'Row 2', 'Row 4']);
  });

  it('never moves a fixed row', () => {
    const draft = fourRows();
    expect(movableRange(draft.rows, 'row-1')).toBeUndefined();
    expect(moveRow(draft, 'row-1', 1)).toEqual({ ok: false, reason: 'fixed', index: 0 });
  });

  it('drops nothing past a fixed row', () => {
    const draft = fourRows();
    expect(moveRow(draft, 'row-2', 0)).toEqual({ ok: false, reason: 'past-fixed', index: 1 });
    expect(moveRow(draft, 'row-3', 3)).toEqual({ ok: false, reason: 'past-fixed', index: 2 });
    expect(blockingRow(draft.rows, 'row-3', 3)?.name).toBe('Row 4');
    expect(blockingRow(draft.rows, 'row-2', 0)?.name).toBe('Row 1');
  });

  it('moves anywhere without fixed rows, and says where a row is', () => {
    const draft = setRowFixed(setRowFixed(fourRows(), 'row-1', false), 'row-4', false);
    const moved = moveRow(draft, 'row-4', 0);
    expect(moved.ok && names(moved.draft)).toEqual(['Row 4', 'Row 1', 'Row 2', 'Row 3']);
    expect(positionText(0, 4)).toBe('position 1 of 4');
  });
});

describe('errors', () => {
  it('asks for a name and a graph cell’s type, keyed like the server', () => {
    let draft = draftOf(newDesign);
    draft = addRow(draft);
    draft = setCell(draft, 'row-1', 0, cell('Revenue', 'graph', 'col-md-12', 12));
    const errors = draftErrors(draft);
    expect(errors).toEqual({
      name: ['The name field is required.'],
      'rows.0.selected_report.report.0.graph_type': [
        'The graph type field is required when display type is graph.',
      ],
    });
    expect(cellFieldErrors(errors, 0, 0)).toEqual({
      graph_type: ['The graph type field is required when display type is graph.'],
    });
    expect(cellFieldErrors(errors, 0, 1)).toEqual({});
  });

  it('tells a row its own errors apart from its cells’', () => {
    const errors = {
      'rows.1.role_ids': ['The selected role ids is invalid.'],
      'rows.1.selected_report.report.0.report_id': ['The selected report id is invalid.'],
    };
    expect(rowErrors(errors, 1)).toEqual(['The selected role ids is invalid.']);
    expect(rowErrors(errors, 0)).toEqual([]);
  });

  it('forgets a cell’s errors once its settings change, and keeps the others', () => {
    const errors = {
      name: ['The name field is required.'],
      'rows.0.selected_report.report.1.url': ['The url must be a path.'],
      'rows.0.selected_report.report.10.url': ['The url must be a path.'],
      'rows.1.selected_report.report.1.graph_type': ['The graph type field is required.'],
    };
    expect(withoutCellErrors(errors, 0, 1)).toEqual({
      name: ['The name field is required.'],
      'rows.0.selected_report.report.10.url': ['The url must be a path.'],
      'rows.1.selected_report.report.1.graph_type': ['The graph type field is required.'],
    });
  });
});
