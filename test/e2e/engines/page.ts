/**
 * The journeys' view of a page, the same in every engine: elements inside the
 * <bp-configurator> shadow root (or the dealer form's same-origin frame) found by role and
 * accessible name or by text, clicked with a real mouse press at their centre once they are
 * still and nothing covers them, typed into and pressed with real key events, read, and
 * waited for. Finding and reading run in the page (one script for all engines); the input
 * goes through each engine's driver (types.ts).
 */
import type { EngineTab, KeyName, PageFunction, Viewport } from './types';

/** A name or text: a string matches the whole (whitespace collapsed), a RegExp anywhere. */
export type Match = string | RegExp;

export interface Query {
  /** ARIA role, given or implicit (button, link, heading, radio, checkbox, textbox, combobox, dialog, region, article, tab, option, …). */
  role?: string;
  /** Accessible name (aria-labelledby, aria-label, a label, alt, or the text inside). */
  name?: Match;
  /** Text inside (the innermost element whose text matches). */
  text?: Match;
  /** data-testid, for the few parts without a role and name (the footer price, the totals). */
  testId?: string;
  /** Only inside the first match of this query. */
  within?: Query;
  /** Inside the same-origin frame found in `within` (or in the element): the dealer form. */
  inFrame?: boolean;
}

type WireMatch = { exact: string } | { source: string; flags: string };
interface WireQuery {
  role?: string;
  name?: WireMatch;
  text?: WireMatch;
  testId?: string;
  within?: WireQuery;
  inFrame?: boolean;
}

/** What the page says about a found element. */
export interface Found {
  found: true;
  /** Centre in the top page's viewport (CSS pixels). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whether a press at the centre lands on the element (nothing covers it). */
  hit: boolean;
  /** Whether its box stayed put over two frames (no animation in progress). */
  still: boolean;
  disabled: boolean;
  text: string;
  name: string;
  value: string | null;
  /** aria-checked, or a native radio's or checkbox's checked. */
  checked: boolean | null;
  expanded: string | null;
  focused: boolean;
}
type Inspected = Found | { found: false };

/** The element that has focus, through shadow roots and same-origin frames. */
export interface Focused {
  role: string;
  name: string;
  /** Whether it is inside the <bp-configurator> element (its shadow root or its frames). */
  inElement: boolean;
  /** The name of the radio group or group it is in (aria-label or aria-labelledby), if any. */
  group: string | null;
}

function wire(match: Match | undefined): WireMatch | undefined {
  if (match === undefined) return undefined;
  return typeof match === 'string' ? { exact: match } : { source: match.source, flags: match.flags };
}
function toWire(query: Query): WireQuery {
  return {
    role: query.role,
    name: wire(query.name),
    text: wire(query.text),
    testId: query.testId,
    within: query.within && toWire(query.within),
    inFrame: query.inFrame,
  };
}

export function describeQuery(query: Query): string {
  const parts = [
    query.role && `role=${query.role}`,
    query.name && `name=${String(query.name)}`,
    query.text && `text=${String(query.text)}`,
    query.testId && `testid=${query.testId}`,
  ];
  const own = parts.filter(Boolean).join(' ');
  const frame = query.inFrame ? ' in its frame' : '';
  return query.within ? `${own}${frame} within (${describeQuery(query.within)})` : `${own}${frame}`;
}

/**
 * In the page: finds the query's element and describes it; with `scroll`, first scrolls it
 * to the middle of the viewport when a press at its centre would not land on it.
 * Self-contained: it is sent to the page as source.
 */
const inspectInPage: PageFunction<{ query: WireQuery; scroll: 'outside' | 'always' | false }, Inspected> = async ({ query, scroll }) => {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (match: WireMatch | undefined, text: string) =>
    match === undefined || ('exact' in match ? norm(text) === match.exact : new RegExp(match.source, match.flags).test(norm(text)));
  const textOf = (node: Node): string => {
    let out = '';
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) out += child.textContent ?? '';
      if (!(child instanceof Element)) continue;
      if (child.getAttribute('aria-hidden') === 'true' || ['style', 'script', 'template'].includes(child.localName)) continue;
      if (child.localName === 'img') {
        out += ` ${child.getAttribute('alt') ?? ''} `;
        continue;
      }
      const style = child.ownerDocument.defaultView?.getComputedStyle(child);
      if (style?.display === 'none') continue;
      const block = style ? !style.display.startsWith('inline') && style.display !== 'contents' : true;
      out += block ? ` ${textOf(child)} ` : textOf(child);
    }
    return out;
  };
  const roleOf = (el: Element): string => {
    const given = el.getAttribute('role');
    if (given) return given.split(' ')[0]!;
    const tag = el.localName;
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'radio' || type === 'checkbox') return type;
      if (type === 'hidden') return '';
      if (type === 'number') return 'spinbutton';
      if (type === 'range') return 'slider';
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
    if (tag === 'select') return (el as HTMLSelectElement).multiple || (el as HTMLSelectElement).size > 1 ? 'listbox' : 'combobox';
    if (tag === 'section') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '';
    if (tag === 'a') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    const implicit: Record<string, string> = {
      button: 'button',
      textarea: 'textbox',
      option: 'option',
      dialog: 'dialog',
      article: 'article',
      fieldset: 'group',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      nav: 'navigation',
      main: 'main',
      form: 'form',
      table: 'table',
    };
    return implicit[tag] ?? '';
  };
  const FROM_CONTENT = ['button', 'link', 'heading', 'radio', 'checkbox', 'tab', 'option', 'menuitem', 'switch', 'cell', 'listitem'];
  const nameOf = (el: Element): string => {
    const root = el.getRootNode() as Document | ShadowRoot;
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const named = by
        .split(/\s+/)
        .map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`))
        .map((target) => (target ? (target.getAttribute('aria-label') ?? textOf(target)) : ''))
        .join(' ');
      if (norm(named)) return norm(named);
    }
    const label = el.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm(Array.from(labels, (l) => textOf(l)).join(' '));
    if (el.localName === 'img') return norm(el.getAttribute('alt') ?? '');
    if (FROM_CONTENT.includes(roleOf(el))) {
      const content = norm(textOf(el));
      if (content) return content;
    }
    return norm(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
  };
  const shown = (el: Element): boolean => {
    if (el.closest('[inert], [aria-hidden="true"]')) return false;
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const host = document.querySelector('bp-configurator');
  if (!host?.shadowRoot) return { found: false };
  const find = (q: WireQuery): { el: Element; offset: { x: number; y: number } } | null => {
    let root: ParentNode = host.shadowRoot!;
    let offset = { x: 0, y: 0 };
    if (q.within) {
      const scope = find(q.within);
      if (!scope) return null;
      root = scope.el;
      offset = scope.offset;
    }
    if (q.inFrame) {
      const frame = Array.from(root.querySelectorAll('iframe')).find((f) => f.contentDocument?.body);
      if (!frame) return null;
      const box = frame.getBoundingClientRect();
      offset = { x: offset.x + box.left + frame.clientLeft, y: offset.y + box.top + frame.clientTop };
      root = frame.contentDocument!;
    }
    const candidates = Array.from(root.querySelectorAll('*')).filter(
      (el) =>
        shown(el) &&
        (q.testId === undefined || el.getAttribute('data-testid') === q.testId) &&
        (q.role === undefined || roleOf(el) === q.role) &&
        (q.name === undefined || matches(q.name, nameOf(el))) &&
        (q.text === undefined || matches(q.text, textOf(el))),
    );
    // For text, the innermost element that has it.
    const innermost =
      q.text === undefined ? candidates : candidates.filter((el) => !candidates.some((other) => other !== el && el.contains(other)));
    return innermost[0] ? { el: innermost[0], offset } : null;
  };
  const located = find(query);
  if (!located) return { found: false };
  const { el, offset } = located;
  // A visually hidden input is pressed through its label, as a visitor does.
  const target = (() => {
    const box = el.getBoundingClientRect();
    const label = (el as HTMLInputElement).labels?.[0];
    return (box.width < 4 || box.height < 4) && label ? label : el;
  })();
  const view = el.ownerDocument.defaultView!;
  const deepHit = (x: number, y: number): Element | null => {
    let hit: Element | null = el.ownerDocument.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  const lands = () => {
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (outside()) return false;
    const hit = deepHit(x, y);
    if (!hit) return false;
    const labels = Array.from((el as HTMLInputElement).labels ?? []);
    return hit === el || el.contains(hit) || target.contains(hit) || labels.some((l) => l === hit || l.contains(hit));
  };
  // In a frame, the point must also be in the page's own viewport (a drawer that scrolls as one page
  // holds a frame as tall as its form, so a field can be inside the frame's view and below the page's).
  const outside = () => {
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const frameBox = el.ownerDocument === document ? null : el.ownerDocument.defaultView?.frameElement?.getBoundingClientRect();
    const topX = x + (frameBox?.left ?? 0);
    const topY = y + (frameBox?.top ?? 0);
    return x < 0 || y < 0 || x > view.innerWidth || y > view.innerHeight || topX < 0 || topY < 0 || topX > innerWidth || topY > innerHeight;
  };
  // Out of view, or (asked after a while) covered, say by the sticky footer: to the middle.
  if (scroll === 'always' ? !lands() : scroll === 'outside' && outside()) target.scrollIntoView({ block: 'center', inline: 'nearest' });
  const before = target.getBoundingClientRect();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 150);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
  const box = target.getBoundingClientRect();
  const still = ['left', 'top', 'width', 'height'].every((key) => Math.abs(before[key as 'left'] - box[key as 'left']) < 0.5);
  // Scrolling may have moved the frame: its offset is read again.
  const frameNow = el.ownerDocument === document ? null : el.ownerDocument.defaultView?.frameElement;
  if (frameNow) {
    const frameBox = frameNow.getBoundingClientRect();
    offset.x = frameBox.left + frameNow.clientLeft;
    offset.y = frameBox.top + frameNow.clientTop;
  }
  let active: Element | null = el.ownerDocument.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const ariaChecked = el.getAttribute('aria-checked');
  const input = el as HTMLInputElement;
  return {
    found: true,
    x: offset.x + box.left + box.width / 2,
    y: offset.y + box.top + box.height / 2,
    width: box.width,
    height: box.height,
    hit: lands(),
    still,
    disabled: input.disabled === true || el.getAttribute('aria-disabled') === 'true',
    text: norm(textOf(el)),
    name: nameOf(el),
    value: 'value' in el && typeof input.value === 'string' ? input.value : null,
    checked: ariaChecked !== null ? ariaChecked === 'true' : ['radio', 'checkbox'].includes(input.type) ? input.checked : null,
    expanded: el.getAttribute('aria-expanded'),
    focused: active === el,
  };
};

/** In the page: the element that has focus, through shadow roots and same-origin frames. */
const focusedInPage: PageFunction<null, Focused | null> = () => {
  let active: Element | null = document.activeElement;
  let inElement = false;
  for (;;) {
    if (active?.localName === 'bp-configurator') inElement = true;
    if (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    else if (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement) active = active.contentDocument.activeElement;
    else break;
  }
  if (!active || active === document.body) return null;
  const label = active.getAttribute('aria-label');
  const root = active.getRootNode() as Document | ShadowRoot;
  const by = active.getAttribute('aria-labelledby');
  const labelled = by
    ? by
        .split(/\s+/)
        .map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)?.textContent ?? '')
        .join(' ')
    : null;
  const labels = (active as HTMLInputElement).labels;
  const groupEl = active.closest('[role="radiogroup"], [role="group"], fieldset');
  const groupBy = groupEl?.getAttribute('aria-labelledby');
  const group = groupEl
    ? (groupEl.getAttribute('aria-label') ??
      (groupBy
        ? groupBy
            .split(/\s+/)
            .map((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)?.textContent ?? '')
            .join(' ')
        : (groupEl.querySelector('legend')?.textContent ?? null)))
    : null;
  const name = labelled ?? label ?? (labels?.length ? Array.from(labels, (l) => l.textContent).join(' ') : active.textContent);
  const type = (active as HTMLInputElement).type;
  const role =
    active.getAttribute('role') ??
    (active.localName === 'input'
      ? type === 'radio' || type === 'checkbox'
        ? type
        : 'textbox'
      : active.localName === 'a'
        ? 'link'
        : active.localName);
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  return { role, name: norm(name ?? ''), inElement, group: group === null ? null : norm(group) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long finding an element may take before a step fails (the machine may be busy). */
export const STEP_TIMEOUT = 15_000;

/** A tab of an engine, spoken to as the journeys need. */
export class EnginePage {
  constructor(
    private readonly tab: EngineTab,
    private readonly base: string,
  ) {}

  /** Opens the demo at `#<hash>` at a viewport size, in a fresh page with nothing stored; answers the size it got. */
  open(hash: string, viewport: Viewport): Promise<Viewport> {
    return this.tab.goto(`${this.base}/#${hash}`, viewport);
  }

  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R> {
    return this.tab.evaluate(fn, arg);
  }

  /** The query's element as the page sees it now, or undefined when there is none. */
  async inspect(query: Query): Promise<Found | undefined> {
    const seen = await this.tab.evaluate(inspectInPage, { query: toWire(query), scroll: false });
    return seen.found ? seen : undefined;
  }

  /** Waits until the query's element is shown (or, with `gone`, until it is not). */
  async waitFor(query: Query, options: { gone?: boolean; timeout?: number } = {}): Promise<void> {
    const deadline = Date.now() + (options.timeout ?? STEP_TIMEOUT);
    for (;;) {
      const there = (await this.inspect(query)) !== undefined;
      if (there !== Boolean(options.gone)) return;
      if (Date.now() > deadline) throw new Error(`${describeQuery(query)} ${options.gone ? 'still shown' : 'not shown'}`);
      await sleep(100);
    }
  }

  /** Text of the query's element (waits for it). */
  async text(query: Query): Promise<string> {
    await this.waitFor(query);
    return (await this.inspect(query))?.text ?? '';
  }

  /**
   * A mouse press at the element's centre, once it is shown, enabled, still (no animation
   * moving it) and nothing else would take the press; scrolled to the middle when needed.
   */
  async click(query: Query, timeout = STEP_TIMEOUT): Promise<void> {
    const deadline = Date.now() + timeout;
    let last: Inspected = { found: false };
    let tries = 0;
    for (;;) {
      // An element in view but covered is waited for (an animation, a closing modal); after a
      // second of that, it is scrolled to the middle once a second (the sticky footer covers it).
      tries++;
      const scroll = tries % 10 === 0 ? 'always' : 'outside';
      last = await this.tab.evaluate(inspectInPage, { query: toWire(query), scroll });
      if (last.found && last.hit && last.still && !last.disabled) {
        await this.tab.click(last.x, last.y);
        return;
      }
      if (Date.now() > deadline) throw new Error(`cannot press ${describeQuery(query)}: ${JSON.stringify(last)}`);
      await sleep(100);
    }
  }

  /**
   * Presses through `steps` (each a control and what its press shows) until the last one shows. A
   * press that did not take (made while the page settled, or undone by a re-render) is made
   * again: each round presses the furthest control already shown, then waits a few seconds for
   * what it opens, so a slow opening is never pressed a second time (which would close it). A
   * control that says it is expanded (aria-expanded="true") has taken its press: what it opens is
   * on its way (its code may still be coming), so it is waited for, not pressed shut, for one round.
   * Still expanded with nothing shown a round later, it is pressed as a visitor would (shut, then
   * open again the round after): in one rehearsal WebKit kept the location popover's trigger
   * expanded for 45 s with no panel.
   */
  async pressThrough(steps: readonly { press: Query; shows: Query }[], timeout = 45_000): Promise<void> {
    const deadline = Date.now() + timeout;
    const last = steps[steps.length - 1]!;
    let waitedOn: Query | null = null;
    for (;;) {
      if (await this.inspect(last.shows)) return;
      let step = steps[0]!;
      for (const next of steps.slice(1)) if (await this.inspect(next.press)) step = next;
      const expanded = (await this.inspect(step.press))?.expanded === 'true';
      if (expanded && waitedOn !== step.press) waitedOn = step.press;
      else {
        waitedOn = null;
        await this.click(step.press, Math.max(1_000, deadline - Date.now()));
      }
      try {
        await this.waitFor(step.shows, { timeout: 5_000 });
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
  }

  /** Presses the field, then types (with `replace`, over what it holds). */
  async type(query: Query, text: string, options: { replace?: boolean } = {}): Promise<void> {
    await this.click(query);
    if (options.replace) {
      // Selects what the field holds, so the typed text replaces it.
      await this.tab.evaluate(() => {
        let active: Element | null = document.activeElement;
        for (;;) {
          if (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          else if (active instanceof HTMLIFrameElement && active.contentDocument?.activeElement)
            active = active.contentDocument.activeElement;
          else break;
        }
        if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) active.select();
      }, null);
    }
    await this.tab.type(text);
  }

  press(key: KeyName): Promise<void> {
    return this.tab.press(key);
  }

  /** The element with focus, or null when focus is on the page's body. */
  focused(): Promise<Focused | null> {
    return this.tab.evaluate(focusedInPage, null);
  }

  /** Presses `key` until focus is on an element `accept` takes (at most `limit` presses); fails otherwise. */
  async pressUntilFocused(key: KeyName, accept: (focused: Focused) => boolean, limit = 40): Promise<Focused> {
    const path: string[] = [];
    for (let i = 0; i < limit; i++) {
      await this.tab.press(key);
      const now = await this.focused();
      path.push(now ? `${now.role} "${now.name.slice(0, 40)}"` : 'body');
      if (now && accept(now)) return now;
    }
    throw new Error(`${limit} × ${key} never reached the wanted control; focus went: ${path.join(' → ')}`);
  }

  /** Uncaught errors of the page so far. */
  errors(): Promise<string[]> {
    return this.tab.errors();
  }

  screenshot(path: string): Promise<void> {
    return this.tab.screenshot(path);
  }
}
