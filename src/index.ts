/** Registers <bp-configurator>. Loading this module twice defines the element once. */
import { BpConfiguratorElement } from './element';
import { tagName, type ElementEventDetailMap } from './elementInterface';

if (!customElements.get(tagName)) customElements.define(tagName, BpConfiguratorElement);

type BpConfiguratorEventMap = { [K in keyof ElementEventDetailMap]: CustomEvent<ElementEventDetailMap[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'bp-configurator': BpConfiguratorElement;
  }
  /** The element's events, composed and bubbling, so the page hears them on any ancestor (docs/embedding.md, Events). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the events to the DOM map
  interface HTMLElementEventMap extends BpConfiguratorEventMap {}
}

export { BpConfiguratorElement };
