import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvLine,
  csvLines,
  csvRecords,
  exportFileName,
  exportTooLarge,
  parseCsv,
} from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Ahmad Faizal', 'Ahmad Faizal'],
    ['a comma', 'Tan, Mei Ling', '"Tan, Mei Ling"'],
    ['quotes (doubled)', 'The "Gold" plan', '"The ""Gold"" plan"'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['a carriage return', 'a\r\nb', '"a\r\nb"'],
    ['a formula', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a plus sign', '+60123456789', "'+60123456789"],
    ['a minus sign', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\tcmd', "'\tcmd"],
  ])('writes %s safely', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps numbers, negative ones too, and booleans as written', () => {
    expect(csvCell(-128.5)).toBe('-128.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('writes nothing for null and missing values', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('names records and lists of records, and writes other nested values as JSON', () => {
    expect(csvCell({ id: 2, name: 'Billing' })).toBe('Billing');
    expect(
      csvCell([
        { id: 1, name: 'Administrator' },
        { id: 2, name: 'Billing' },
      ]),
    ).toBe('Administrator; Billing');
    expect(csvCell(['MYR', 'USD'])).toBe('MYR; USD');
    expect(csvCell({ RefNo: 'PT-1', Amount: '1.00' })).toBe(
      '"{""RefNo"":""PT-1"",""Amount"":""1.00""}"',
    );
  });

  it('neutralises a formula that arrives as a name', () => {
    expect(csvCell({ id: 1, name: '=cmd' })).toBe("'=cmd");
  });
});

describe('csvLines', () => {
  it('writes a header of the columns, then each row in column order, CRLF-terminated', () => {
    const lines = [...csvLines(['id', 'name'], [{ name: 'A, B', id: 1, other: 'x' }])];
    expect(lines).toEqual(['id,name\r\n', '1,"A, B"\r\n']);
    expect(csvLine([])).toBe('\r\n');
  });
});

describe('export names and limits', () => {
  it('names the file after the collection and the day', () => {
    expect(exportFileName('/cbs/product/products', '2025-06-01')).toBe('products-2025-06-01.csv');
  });

  it('says how large the list is and what the limit is', () => {
    expect(exportTooLarge(123456, 100000)).toBe(
      'The export is limited to 100,000 rows and this list has 123,456. Narrow the filters and export again.',
    );
  });
});

describe('reading CSV back', () => {
  it('reads what the writer wrote, cell for cell', () => {
    const values = ['a, b', 'say "hi"', 'two\nlines', '=1+1', '', 'plain'];
    const text = [
      ...csvLines(
        ['one', 'two', 'three', 'four', 'five', 'six'],
        [
          Object.fromEntries(
            values.map((value, index) => [
              ['one', 'two', 'three', 'four', 'five', 'six'][index] ?? '',
              value,
            ]),
          ),
        ],
      ),
    ].join('');
    expect(parseCsv(text)).toEqual([
      ['one', 'two', 'three', 'four', 'five', 'six'],
      ['a, b', 'say "hi"', 'two\nlines', "'=1+1", '', 'plain'],
    ]);
    expect(csvRecords(text)[0]?.three).toBe('two\nlines');
  });
});
