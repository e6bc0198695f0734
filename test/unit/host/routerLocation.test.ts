import { describe, expect, it } from 'vitest';
import { memoryLocation, splitHref } from '../../../src/host/routerLocation';
import { redirectTarget } from '../../../src/domain/routes';

describe('routes', () => {
  it('keeps the route and its query together', () => {
    expect(splitHref('/triton?model-selection=X')).toEqual({ path: '/triton', search: 'model-selection=X' });
    expect(splitHref('triton')).toEqual({ path: '/triton', search: '' });
    expect(splitHref('')).toEqual({ path: '/', search: '' });
  });

  it('redirects /all-new-triton and its sub-paths to /triton, keeping the rest of the path and query', () => {
    expect(redirectTarget('/all-new-triton', '')).toBe('/triton');
    expect(redirectTarget('/all-new-triton/submit', 'viewDrawer=1')).toBe('/triton/submit?viewDrawer=1');
    expect(redirectTarget('/all-new-tritonx', '')).toBeNull();
    expect(redirectTarget('/triton', '')).toBeNull();
  });

  it('memory routing keeps its own path for one element', () => {
    const location = memoryLocation('/');
    location.navigate('/asx?model-selection=A');
    expect(location.href()).toBe('/asx?model-selection=A');
  });
});
