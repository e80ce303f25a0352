import { describe, expect, it } from 'vitest';
import { formatFirstContact } from './dashboardReports';

describe('formatFirstContact', () => {
  it('formats minutes, hours and the no-contact case', () => {
    expect(formatFirstContact(25)).toBe('25 min');
    expect(formatFirstContact(125)).toBe('2 h 05 min');
    expect(formatFirstContact(null)).toBe('—');
  });
});
