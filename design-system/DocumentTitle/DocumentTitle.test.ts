import { describe, expect, it } from 'vitest';
import { documentTitle } from './DocumentTitle';

describe('documentTitle', () => {
  it('puts the page before the product', () => {
    expect(documentTitle('Users', 'Telco Console')).toBe('Users · Telco Console');
    expect(documentTitle(' Edit user ahmad.faizal ', 'Telco Console')).toBe(
      'Edit user ahmad.faizal · Telco Console',
    );
  });
  it('is the page alone without a product, and the product alone without a page', () => {
    expect(documentTitle('Users')).toBe('Users');
    expect(documentTitle('', 'Telco Console')).toBe('Telco Console');
  });
});
