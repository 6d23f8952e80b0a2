import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, hasFieldErrors, requiredErrors, withFieldErrors } from './model';

describe('fieldErrorsFrom', () => {
  it('reads the errors of a Laravel 422 body', () => {
    expect(
      fieldErrorsFrom({
        message: 'The given data was invalid.',
        errors: {
          report_name: ['The report name field is required.'],
          db_connection_name: ['The database connection field is required.', 'Unknown.'],
        },
      }),
    ).toEqual({
      report_name: ['The report name field is required.'],
      db_connection_name: ['The database connection field is required.', 'Unknown.'],
    });
  });

  it('reads a bare errors object and turns single strings into lists', () => {
    expect(fieldErrorsFrom({ username: 'Taken.', 'rows.0.name': ['Too long.'] })).toEqual({
      username: ['Taken.'],
      'rows.0.name': ['Too long.'],
    });
  });

  it('drops empty and malformed entries', () => {
    expect(fieldErrorsFrom({ errors: { a: [], b: [1, 'Bad.'], c: null, d: '' } })).toEqual({
      b: ['Bad.'],
    });
  });

  it('gives no errors for other answers', () => {
    expect(fieldErrorsFrom({ message: 'Unauthenticated.' })).toEqual({});
    expect(fieldErrorsFrom(null)).toEqual({});
    expect(fieldErrorsFrom('Server Error')).toEqual({});
    expect(fieldErrorsFrom([['x']])).toEqual({});
  });
});

describe('hasFieldErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ a: [] })).toBe(false);
    expect(hasFieldErrors({ a: ['Bad.'] })).toBe(true);
  });
});

describe('withFieldErrors', () => {
  it('replaces the given fields and removes emptied ones', () => {
    expect(withFieldErrors({ a: ['A.'], b: ['B.'] }, { a: [], c: ['C.'] })).toEqual({
      b: ['B.'],
      c: ['C.'],
    });
  });
});

describe('required rules', () => {
  it('reports the empty required values only', () => {
    expect(
      requiredErrors({ username: '  ', password: 'secret', role_ids: [], status: null }, [
        'username',
        'password',
        'role_ids',
        'status',
        'mobile_no',
      ]),
    ).toEqual({
      username: ['The username field is required.'],
      role_ids: ['The role ids field is required.'],
      status: ['The status field is required.'],
      mobile_no: ['The mobile no field is required.'],
    });
  });
});
