import { describe, expect, it } from 'vitest';
import { requiredMessage } from './validation';

describe('requiredMessage', () => {
  it('words the message as Laravel does, naming the field as its messages do', () => {
    expect(requiredMessage('username')).toBe('The username field is required.');
    expect(requiredMessage('report_name')).toBe('The report name field is required.');
    expect(requiredMessage('department_id')).toBe('The department field is required.');
  });

  it('names the field otherwise where a message does', () => {
    expect(requiredMessage('name', 'display name')).toBe('The display name field is required.');
  });
});
