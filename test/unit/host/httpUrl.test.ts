import { describe, expect, it } from 'vitest';
import { httpUrl } from '../../../src/host/httpUrl';

describe('http(s) URL check (attributes and preview meta tags)', () => {
  it('takes http and https, absolute or relative to the page', () => {
    expect(httpUrl('https://store.example/graphql')?.href).toBe('https://store.example/graphql');
    expect(httpUrl('/content/', 'http://dealer.example/page')?.href).toBe('http://dealer.example/content/');
  });

  it('refuses a script or data scheme, and text that does not parse', () => {
    expect(httpUrl('javascript:alert(1)', 'https://dealer.example/')).toBeNull();
    expect(httpUrl('data:text/html,hi', 'https://dealer.example/')).toBeNull();
    expect(httpUrl('/relative-without-base')).toBeNull();
    expect(httpUrl('http://[bad')).toBeNull();
  });
});
