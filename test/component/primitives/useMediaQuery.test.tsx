import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '../../../src/ui/primitives/useMediaQuery';

function Layout() {
  return <p>{useMediaQuery('(min-width: 1200px)') ? 'desktop' : 'phone'}</p>;
}

describe('following a media query (useMediaQuery)', () => {
  it('answers the query and follows its changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 1200px)' && matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    render(<Layout />);
    expect(screen.getByText('phone')).toBeTruthy();
    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('is false where the page has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Layout />);
    expect(screen.getByText('phone')).toBeTruthy();
  });
});
