import { invoiceTotals } from '@domain/billing';
import { rateRule, type FieldValue } from '@features/platform/resource';
import { requiredMessage } from '@domain/laravel';

/** One invoice line as the form holds it (numbers empty until typed). */
export interface LineDraft {
  description: string;
  product_id: number | null;
  quantity: number | null;
  unit_price: number | null;
  tax_rate: number | null;
}

/** A new, empty line (SST 8% by default). */
export const blankLine = (): LineDraft => ({
  description: '',
  product_id: null,
  quantity: 1,
  unit_price: null,
  tax_rate: 8,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The lines a form value holds (a loaded invoice's lines, or what was typed). */
export function linesOf(value: FieldValue): LineDraft[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((line) => ({
    description: typeof line.description === 'string' ? line.description : '',
    product_id: numberOrNull(line.product_id),
    quantity: numberOrNull(line.quantity),
    unit_price: numberOrNull(line.unit_price),
    tax_rate: numberOrNull(line.tax_rate),
  }));
}

const taxRule = rateRule('tax rate');
const twoDecimals = /^\d+(\.\d{1,2})?$/;

/** The field errors of the lines, keyed like the server's (`lines.0.quantity`). */
export function lineErrors(value: FieldValue): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  linesOf(value).forEach((line, index) => {
    const at = (field: keyof LineDraft, message: string) => {
      errors[`lines.${String(index)}.${field}`] = [message];
    };
    if (line.description.trim() === '') at('description', requiredMessage('description'));
    if (line.quantity === null) at('quantity', requiredMessage('quantity'));
    else if (line.quantity <= 0) at('quantity', 'The quantity must be greater than 0.');
    if (line.unit_price === null) at('unit_price', requiredMessage('unit_price'));
    else if (line.unit_price < 0 || !twoDecimals.test(String(line.unit_price)))
      at('unit_price', 'The unit price must be an amount of at least 0 with at most 2 decimals.');
    if (line.tax_rate === null) at('tax_rate', requiredMessage('tax_rate'));
    else {
      const broken = taxRule(line.tax_rate);
      if (broken !== undefined) at('tax_rate', broken);
    }
  });
  return errors;
}

/** What the lines add up to so far: each line's amount, the subtotal, tax and total. */
export function draftTotals(lines: readonly LineDraft[]) {
  return invoiceTotals(
    lines.map((line) => ({
      description: line.description,
      product_id: line.product_id,
      quantity: line.quantity ?? 0,
      unit_price: line.unit_price ?? 0,
      tax_rate: line.tax_rate ?? 0,
    })),
  );
}
