import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('hyphenates a stored number by its area code, as a Japanese operator reads it', () => {
    expect(formatPhone('0312345678')).toBe('03-1234-5678');
    expect(formatPhone('0451234567')).toBe('045-123-4567');
    expect(formatPhone('0466123456')).toBe('0466-12-3456');
    expect(formatPhone('09012345678')).toBe('090-1234-5678');
    expect(formatPhone('05012345678')).toBe('050-1234-5678');
    expect(formatPhone('0120123456')).toBe('0120-123-456');
  });

  it('shows as stored what is hyphenated already, empty, or not a Japanese number', () => {
    expect(formatPhone('03-1234-5678')).toBe('03-1234-5678');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('04500002222')).toBe('04500002222');
  });
});
