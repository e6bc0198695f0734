/**
 * A labelled radio group with a roving tab stop, as the ARIA radio group pattern has it:
 * Tab enters at the checked choice, arrow keys (and Home/End) move to a choice and
 * choose it, so the focused choice is the checked one; Space or Enter chooses the focused
 * choice. A choice that needs the visitor's consent (a proposal) asks for it on Space,
 * Enter or a click, never on an arrow key (issue 35: browsing a group by keyboard opened a
 * modal per press): the arrow only moves focus there, and the choice says that it needs
 * changes and how to see them. Refused, focus goes back to the checked choice (host/focusReturn.ts).
 *
 * A click or Space shows the choice checked in the click's own frame and changes the build as a
 * transition (common/chooseInTransition.ts); a choice that needs changes shows checked until its
 * proposal opens, then the build's own choice again.
 */
import { useId, useOptimistic, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { chooseInTransition } from '../../common/chooseInTransition';
import { rovingIndex } from '../../primitives/rovingFocus';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

/** Said of a choice reached by an arrow key that needs changes to the build before it can be chosen. */
export const NEEDS_CHANGES_HINT = 'Needs changes to your build. Press Space or Enter to see them.';

export interface RadioGroupProps<T> {
  labelledBy: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  isChecked: (item: T) => boolean;
  onChoose: (item: T) => unknown;
  /**
   * Chooses a choice reached by an arrow key when it needs no consent, and returns (or resolves)
   * whether it did; without it an arrow key chooses as a click does.
   */
  chooseByArrow?: (item: T) => boolean | Promise<boolean>;
  /** The accessible name of a choice when its content is not text (swatches). */
  labelOf?: (item: T) => string | undefined;
  renderItem: (item: T, checked: boolean) => ReactNode;
  className?: string;
  itemClassName?: string;
  /** The `part` name of each choice, for a page's `::part()` rules. */
  itemPart?: string;
}

export function RadioGroup<T>({
  labelledBy,
  items,
  keyOf,
  isChecked,
  onChoose,
  chooseByArrow,
  labelOf,
  renderItem,
  className,
  itemClassName,
  itemPart,
}: RadioGroupProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  // The choice an arrow reached that needs changes: focused, not checked, described by the hint.
  const [needsChanges, setNeedsChanges] = useState<T | null>(null);
  const hintId = useId();
  const builtIndex = items.findIndex(isChecked);
  const [shownKey, showChosen] = useOptimistic(builtIndex === -1 ? null : keyOf(items[builtIndex]!));
  const checkedIndex = shownKey === null ? -1 : items.findIndex((item) => keyOf(item) === shownKey);
  const choose = (item: T) =>
    chooseInTransition(
      () => showChosen(keyOf(item)),
      () => onChoose(item),
    );
  const tabStop = focused !== null && focused < items.length ? focused : Math.max(0, checkedIndex);

  const move = (to: number) => {
    const count = items.length;
    if (count === 0) return;
    const index = (to + count) % count;
    setFocused(index);
    refs.current[index]?.focus();
    const item = items[index];
    setNeedsChanges(null);
    if (item === undefined || isChecked(item)) return;
    if (!chooseByArrow) {
      onChoose(item);
      return;
    }
    void Promise.resolve(chooseByArrow(item)).then((chosen) => {
      if (!chosen) setNeedsChanges(item);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = rovingIndex(event.key, focused ?? tabStop, items.length);
    if (to === null) return;
    move(to);
    event.preventDefault();
  };

  return (
    <>
      <div role="radiogroup" aria-labelledby={labelledBy} className={className} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const checked = index === checkedIndex;
          const hinted = !checked && needsChanges !== null && keyOf(needsChanges) === keyOf(item);
          return (
            <button
              key={keyOf(item)}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={labelOf?.(item)}
              aria-describedby={hinted ? hintId : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              className={itemClassName}
              part={itemPart}
              onFocus={() => setFocused(index)}
              onBlur={() => {
                setFocused(null);
                setNeedsChanges(null);
              }}
              onClick={() => {
                setFocused(index);
                setNeedsChanges(null);
                if (!checked) choose(item);
              }}
            >
              {renderItem(item, checked)}
            </button>
          );
        })}
      </div>
      {needsChanges !== null ? (
        <VisuallyHidden id={hintId} data-testid="needs-changes-hint">
          {NEEDS_CHANGES_HINT}
        </VisuallyHidden>
      ) : null}
    </>
  );
}
