import { describe, expect, it } from 'vitest';
import { plainStoreText } from '../../../src/domain/storeText';

describe('store HTML that is only text', () => {
  it('is the text itself when it holds no markup', () => {
    expect(plainStoreText('Prices shown are indicative only and may vary by dealer.')).toBe(
      'Prices shown are indicative only and may vary by dealer.',
    );
    expect(plainStoreText('Towing capacity > 3,000 kg, "braked"')).toBe('Towing capacity > 3,000 kg, "braked"');
  });

  it('is null for anything the HTML parser would read differently: a tag, a character reference, a NUL', () => {
    expect(plainStoreText('See <a href="/terms">terms</a>')).toBeNull();
    expect(plainStoreText('<img src=x onerror="alert(1)">')).toBeNull();
    expect(plainStoreText('Fees &amp; charges apply')).toBeNull();
    expect(plainStoreText('Fees &lt;script&gt;')).toBeNull();
    expect(plainStoreText('a\0b')).toBeNull();
  });

  it('is null for no text', () => {
    expect(plainStoreText('')).toBeNull();
    expect(plainStoreText(null)).toBeNull();
    expect(plainStoreText(undefined)).toBeNull();
  });
});
