/** Registers <bp-configurator>. Loading this module twice defines the element once. */
import { BpConfiguratorElement } from './element';
import { tagName } from './elementInterface';

if (!customElements.get(tagName)) customElements.define(tagName, BpConfiguratorElement);

declare global {
  interface HTMLElementTagNameMap {
    'bp-configurator': BpConfiguratorElement;
  }
}

export { BpConfiguratorElement };
