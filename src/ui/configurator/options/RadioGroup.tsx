/**
 * A labelled radio group with a roving tab stop, as the ARIA radio group pattern has it:
 * Tab enters at the checked choice, arrow keys (and Home/End) move to a choice and
 * choose it, so the focused choice is the checked one (a screen reader never hears
 * 'not checked' on it); Space or Enter chooses the focused choice. A choice that needs
 * the visitor's consent (a proposal) asks for it as a click would; refused, focus goes
 * back to the checked choice (host/focusReturn.ts).
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from '../../primitives/rovingFocus';

export interface RadioGroupProps<T> {
  labelledBy: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  isChecked: (item: T) => boolean;
  onChoose: (item: T) => void;
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
  labelOf,
  renderItem,
  className,
  itemClassName,
  itemPart,
}: RadioGroupProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const checkedIndex = items.findIndex(isChecked);
  const tabStop = focused !== null && focused < items.length ? focused : Math.max(0, checkedIndex);

  const move = (to: number) => {
    const count = items.length;
    if (count === 0) return;
    const index = (to + count) % count;
    setFocused(index);
    refs.current[index]?.focus();
    const item = items[index];
    if (item !== undefined && !isChecked(item)) onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = rovingIndex(event.key, focused ?? tabStop, items.length);
    if (to === null) return;
    move(to);
    event.preventDefault();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={className} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const checked = isChecked(item);
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
            tabIndex={index === tabStop ? 0 : -1}
            className={itemClassName}
            part={itemPart}
            onFocus={() => setFocused(index)}
            onBlur={() => setFocused(null)}
            onClick={() => {
              setFocused(index);
              if (!checked) onChoose(item);
            }}
          >
            {renderItem(item, checked)}
          </button>
        );
      })}
    </div>
  );
}
