import { describe, expect, it } from 'vitest';
import { rovingIndex } from '../../../src/ui/primitives/rovingFocus';

describe('the arrow keys of a tab list or radio group', () => {
  it('moves to the next and previous item, wrapping at the ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowDown', 1, 3)).toBe(2);
    expect(rovingIndex('ArrowUp', 1, 3)).toBe(0);
  });

  it('goes to the first item on Home and the last on End', () => {
    expect(rovingIndex('Home', 2, 4)).toBe(0);
    expect(rovingIndex('End', 0, 4)).toBe(3);
  });

  it('leaves Up and Down to the page in a horizontal tab list', () => {
    expect(rovingIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(rovingIndex('ArrowUp', 0, 3, 'horizontal')).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 3, 'horizontal')).toBe(1);
  });

  it('does not move on other keys or among no items', () => {
    expect(rovingIndex('Enter', 0, 3)).toBeNull();
    expect(rovingIndex('a', 0, 3)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
