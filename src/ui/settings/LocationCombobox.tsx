/**
 * The location field (spec 5): a WAI-ARIA combobox searching suburbs or
 * postcodes as the visitor types, with a listbox of up to 100 matches, and
 * 'Use my location' (spec 7 geolocation lookup, spec 8 failure message).
 * Arrow keys move through the list, Enter picks, Escape closes the list
 * (a second Escape reaches the modal and cancels it).
 */
import { flushSync } from 'react-dom';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { locateByCoordinates } from '../../data/locationLookup';
import { locationLabel } from '../../domain/pricingLocation';
import { LOCATION_MESSAGES } from '../../domain/settings';
import type { PricingLocation } from '../../domain/types';
import { LinkButton } from '../common/Button';
import { theme } from '../common/theme';
import { shadow } from '../common/elevation';
import { currentPosition } from '../../host/geolocation';
import { followPointerPresses, type PointerPresses } from '../../host/pointerPress';
import { useLocationSearch } from './useLocationSearch';

/** Shown when the look-up service itself fails; the spec has no copy for it. */
const SEARCH_FAILED = 'Location search is unavailable. Please try again.';

const Field = styled.div`
  margin: 0 0 8px;
  label {
    display: block;
    margin-bottom: 8px;
    font-weight: 600;
    font-size: 15px;
  }
`;

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid ${theme.colour.line};
  border-radius: 0;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font: 16px/1.3 ${theme.font};
  &[aria-invalid='true'] {
    border-color: ${theme.colour.brand};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
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
  font-size: 14px;
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
  const matches = search.status === 'done' || search.status === 'searching' ? search.matches : [];
  const expanded = open && matches.length > 0;

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus(), typedText: () => input.current?.value ?? '' }), []);

  // New matches: nothing is active until the visitor moves.
  useEffect(() => setActive(-1), [search]);

  // Keep the active option in view.
  useEffect(() => {
    if (active < 0) return;
    const node = list.current?.children[active];
    if (node && typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // Escape with the list open closes only the list: handled on the input itself,
  // before the keydown reaches the dialog (which treats Escape as Cancel).
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
      flushSync(() => setOpen(false));
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => () => locateAbort.current?.abort(), []);

  // A press elsewhere in the modal (Apply) blurs the input on pointer down: the list closes after
  // that press's click, so the modal does not shrink under the pointer and the release lands on Apply.
  const presses = useRef<PointerPresses | null>(null);
  useEffect(() => {
    if (!input.current) return;
    const followed = followPointerPresses(input.current);
    presses.current = followed;
    return () => {
      presses.current = null;
      followed.stop();
    };
  }, []);
  const onBlur = () => {
    const close = () => {
      if (input.current?.matches(':focus')) return;
      setOpen(false);
    };
    if (presses.current) presses.current.afterPress(close);
    else close();
  };

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
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const location = matches[active];
      if (location) choose(location);
    } else if (expanded && (event.key === 'Home' || event.key === 'End') && active >= 0) {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : count - 1);
    }
  };

  const useMyLocation = async () => {
    if (locating) return;
    locateAbort.current?.abort();
    const controller = new AbortController();
    locateAbort.current = controller;
    setLocating(true);
    setLocated(null);
    setOpen(false);
    const position = await currentPosition();
    const result = position ? await locateByCoordinates(endpoint, position.lat, position.lng, { signal: controller.signal }) : null;
    if (controller.signal.aborted) return;
    setLocating(false);
    if (result?.ok) choose(result.value);
    else setLocated('failed');
  };

  const typed = query.trim() !== '';
  let message: { text: string; error: boolean } | null = null;
  if (located === 'failed') message = { text: LOCATION_MESSAGES.notFound, error: true };
  else if (typed && search.status === 'done' && search.matches.length === 0)
    message = { text: LOCATION_MESSAGES.noMatch(search.query), error: false };
  else if (typed && search.status === 'failed') message = { text: SEARCH_FAILED, error: true };
  else if (text.trim() === '' && (cleared || error)) message = { text: LOCATION_MESSAGES.empty, error: true };
  else if (error && !value) message = { text: error, error: true };

  return (
    <Field>
      <label htmlFor={inputId}>Suburb or postcode</label>
      <Input
        ref={input}
        id={inputId}
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
