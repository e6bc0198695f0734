import { describe, expect, it } from 'vitest';
import { historyKeyAction, type KeyChord } from '../../../src/domain/historyKeys';

const press = (key: string, mods: Partial<Omit<KeyChord, 'key'>> = {}): KeyChord => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('the keyboard undo and redo (issue 32.3)', () => {
  it('Ctrl+Z and Cmd+Z undo; with Shift they redo, as Ctrl+Y does', () => {
    expect(historyKeyAction(press('z', { ctrlKey: true }))).toBe('undo');
    expect(historyKeyAction(press('z', { metaKey: true }))).toBe('undo');
    expect(historyKeyAction(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyKeyAction(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyKeyAction(press('y', { ctrlKey: true }))).toBe('redo');
    // Caps Lock on: the same letters.
    expect(historyKeyAction(press('Z', { ctrlKey: true }))).toBe('undo');
  });

  it('leaves every other key alone: plain letters, Alt chords, Cmd+Y (a browser history shortcut) and Ctrl+Shift+Y', () => {
    expect(historyKeyAction(press('z'))).toBeNull();
    expect(historyKeyAction(press('Z', { shiftKey: true }))).toBeNull();
    expect(historyKeyAction(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyKeyAction(press('y', { metaKey: true }))).toBeNull();
    expect(historyKeyAction(press('Y', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(historyKeyAction(press('x', { ctrlKey: true }))).toBeNull();
  });
});
