import type { ResourceRecord } from './types';

/** What the headings need of a resource. */
interface Named<Row> {
  /** The singular name, e.g. 'User' or 'API'. */
  singular: string;
  /** The record's name in messages and headings, e.g. its username. */
  rowLabel?(row: Row): string;
}

/** A noun inside a sentence: 'User' → 'user', 'Custom permission' → 'custom permission'; 'API' stays. */
export function inSentence(noun: string): string {
  const second = noun.charAt(1);
  return second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()
    ? noun
    : noun.charAt(0).toLowerCase() + noun.slice(1);
}

/** How a person names a record: its label ('ahmad.faizal'), else its number ('#12'). */
export function recordName<Row extends ResourceRecord>(resource: Named<Row>, row: Row): string {
  const label = resource.rowLabel?.(row).trim();
  return label === undefined || label === '' ? `#${String(row.id)}` : label;
}

/** The create form's heading: 'New user'. */
export function createHeading(resource: Named<never>): string {
  return `New ${inSentence(resource.singular)}`;
}

/** The edit form's heading: 'Edit user ahmad.faizal' ('Edit user' while it loads). */
export function editHeading<Row extends ResourceRecord>(resource: Named<Row>, row?: Row): string {
  const kind = `Edit ${inSentence(resource.singular)}`;
  return row === undefined ? kind : `${kind} ${recordName(resource, row)}`;
}

/** The show page's heading: 'User: ahmad.faizal' ('User' while it loads). */
export function showHeading<Row extends ResourceRecord>(resource: Named<Row>, row?: Row): string {
  return row === undefined
    ? resource.singular
    : `${resource.singular}: ${recordName(resource, row)}`;
}
