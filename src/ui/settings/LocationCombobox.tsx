/**
 * The location field (spec 5): a WAI-ARIA combobox searching suburbs or
 * postcodes as the visitor types, with a listbox of up to 100 matches, and
 * 'Use my location' (spec 7 geolocation lookup, spec 8 failure message).
 * Arrow keys move through the list, Enter picks, Escape closes the list
 * (a second Escape reaches the modal and cancels it).
 */
import { flushSync } from 'react-dom';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { listKey, listStep, listedMatches, locationFieldMessage } from '../../domain/locationField';
import { locationLabel } from '../../domain/pricingLocation';
import type { PricingLocation } from '../../domain/types';
import { LinkButton } from '../common/Button';
import { textFieldCss } from '../common/textField';
import { theme } from '../common/theme';
import { shadow } from '../common/elevation';
import { followPointerPresses, type PointerPresses } from '../../host/pointerPress';
import { locateVisitor, useLocationSearch } from '../../state/locationSearch';

const Field = styled.div`
  margin: 0 0 8px;
  label {
    display: block;
    margin-bottom: 8px;
    font-weight: 600;
    font-size: ${theme.type.body};
  }
`;

const Input = styled.input`
  ${textFieldCss}
  width: 100%;
`;

const List = styled.ul`
  max-height: 240px;
  margin: 4px 0 0;
  padding: 4px 0;
  overflow-y: auto;
  border: 1px solid ${theme.colour.line};
  background: ${theme.colour.surface};
  list-style: none;
  box-shadow: ${shadow.listbox};
`;

const Option = styled.li`
  padding: 10px 12px;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colour.ink};
    color: ${theme.colour.onInk};
    outline: 2px solid ${theme.colour.focus};
    outline-offset: -2px;
  }
  &:hover:not([aria-selected='true']) {
    background: ${theme.colour.subtle};
  }
`;

const Message = styled.p<{ $error: boolean }>`
  min-height: 1.4em;
  margin: 6px 0 0;
  font-size: ${theme.type.label};
  line-height: 1.4;
  color: ${(p) => (p.$error ? theme.colour.brandDark : theme.colour.muted)};
`;

export interface LocationComboboxProps {
  endpoint: string;
  /** The chosen location, or null while none is chosen. */
  value: PricingLocation | null;
  onChange: (location: PricingLocation | null) => void;
  /** A message from the form (Apply with no location). */
  error: string | null;
}

export interface LocationComboboxHandle {
  focus: () => void;
  /** The text in the field. */
  typedText: () => string;
}

/**
 * Escape with the list open closes only the list: handled on the input itself, before the
 * keydown reaches the dialog (which treats Escape as Cancel).
 */
function useEscapeClosesList(input: RefObject<HTMLInputElement | null>, expanded: boolean, close: () => void) {
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !expandedRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      // A native listener: render now, so the list is closed before the next key.
      flushSync(close);
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [input, close]);
}

/**
 * The input's blur: a press elsewhere in the modal (Apply) blurs the input on pointer down, so the
 * list closes after that press's click: the modal does not shrink under the pointer and the release
 * lands on Apply.
 */
function useCloseAfterPress(input: RefObject<HTMLInputElement | null>, close: () => void): () => void {
  const presses = useRef<PointerPresses | null>(null);
  useEffect(() => {
    if (!input.current) return;
    const followed = followPointerPresses(input.current);
    presses.current = followed;
    return () => {
      presses.current = null;
      followed.stop();
    };
  }, [input]);
  return () => {
    const closeUnlessFocused = () => {
      if (input.current?.matches(':focus')) return;
      close();
    };
    if (presses.current) presses.current.afterPress(closeUnlessFocused);
    else closeUnlessFocused();
  };
}

/** Keeps the active option in view. */
function useActiveInView(list: RefObject<HTMLUListElement | null>, active: number) {
  useEffect(() => {
    if (active < 0) return;
    const node = list.current?.children[active];
    if (node && typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'nearest' });
  }, [list, active]);
}

export const LocationCombobox = forwardRef<LocationComboboxHandle, LocationComboboxProps>(function LocationCombobox(
  { endpoint, value, onChange, error },
  ref,
) {
  const inputId = useId();
  const listId = useId();
  const messageId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const [text, setText] = useState(() => (value ? locationLabel(value) : ''));
  /** What the visitor typed; a picked location fills the input without searching. */
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [cleared, setCleared] = useState(false);
  const [locating, setLocating] = useState(false);
  const [located, setLocated] = useState<'failed' | null>(null);
  const locateAbort = useRef<AbortController | null>(null);

  const search = useLocationSearch(endpoint, query);
  const matches = listedMatches(search);
  const expanded = open && matches.length > 0;

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus(), typedText: () => input.current?.value ?? '' }), []);

  // New matches: nothing is active until the visitor moves.
  useEffect(() => setActive(-1), [search]);
  useActiveInView(list, active);
  const closeList = useCallback(() => setOpen(false), []);
  useEscapeClosesList(input, expanded, closeList);
  const onBlur = useCloseAfterPress(input, closeList);
  useEffect(() => () => locateAbort.current?.abort(), []);

  const choose = (location: PricingLocation) => {
    onChange(location);
    setText(locationLabel(location));
    setQuery('');
    setOpen(false);
    setCleared(false);
    setLocated(null);
  };

  const onType = (next: string) => {
    setText(next);
    setQuery(next);
    setOpen(true);
    setLocated(null);
    setCleared(next.trim() === '');
    // Typing drops a picked location (and the form's Apply message) until one is picked again.
    onChange(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    const outcome = listKey(event.key, { count, expanded, active });
    if (!outcome) return;
    event.preventDefault();
    if (outcome.kind === 'open') setOpen(true);
    if (outcome.kind === 'open' || outcome.kind === 'jump') setActive(outcome.active);
    else if (outcome.kind === 'move') setActive((current) => listStep(current, outcome.step, count));
    else if (matches[outcome.index]) choose(matches[outcome.index]!);
  };

  const useMyLocation = async () => {
    if (locating) return;
    locateAbort.current?.abort();
    const controller = new AbortController();
    locateAbort.current = controller;
    setLocating(true);
    setLocated(null);
    setOpen(false);
    const location = await locateVisitor(endpoint, controller.signal);
    if (controller.signal.aborted) return;
    setLocating(false);
    if (location) choose(location);
    else setLocated('failed');
  };

  const message = locationFieldMessage({
    locateFailed: located === 'failed',
    query,
    search,
    text,
    cleared,
    formError: error,
    hasLocation: value !== null,
  });

  return (
    <Field>
      <label htmlFor={inputId}>Suburb or postcode</label>
      <Input
        ref={input}
        id={inputId}
        // The modal opens here: the visitor usually came to type a postcode (issue 35).
        data-autofocus
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={messageId}
        aria-invalid={message?.error ? true : undefined}
        value={text}
        maxLength={64}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={onBlur}
      />
      <List ref={list} id={listId} role="listbox" aria-label="Suburbs and postcodes" hidden={!expanded}>
        {expanded &&
          matches.map((location, index) => (
            <Option
              key={`${location.suburb}|${location.state}|${location.postcode}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the input; the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(location)}
            >
              {locationLabel(location)}
            </Option>
          ))}
      </List>
      <Message id={messageId} $error={message?.error ?? false} aria-live="polite">
        {message?.text ?? ''}
      </Message>
      <LinkButton type="button" onClick={useMyLocation} aria-disabled={locating || undefined} aria-busy={locating || undefined}>
        Use my location
      </LinkButton>
    </Field>
  );
});
