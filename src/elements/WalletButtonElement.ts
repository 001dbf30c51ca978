import r2wc from '@r2wc/react-to-web-component';
import { flushSync } from 'react-dom';
import { adoptStyles } from '../styles/adoptStyles';
import { buttonCss } from '../styles/buttonCss';
import { followDirection } from './followDirection';
import { themeCss } from '../styles/themeCss';
import { ButtonRoot } from './ButtonRoot';
import type { WalletButtonProperties } from './elementTypes';
import { elementBase } from './elementBase';
import { upgradeProperties } from './upgradeProperties';

// Built only where there is a DOM: r2wc's class extends HTMLElement (elementBase).
const Base = elementBase(
  () =>
    r2wc(ButtonRoot, { shadow: 'open', props: ['balance'] }) as unknown as {
      new (): HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };
    },
);

/** The element's `balance` property (r2wc's accessor). */
export interface WalletButtonElement extends WalletButtonProperties {}

/** <wallet-button>: the page's connect button; `balance="hide"` hides the balance. */
export class WalletButtonElement extends Base {
  #stopDirection: (() => void) | undefined;

  constructor() {
    super();
    // r2wc attached it (shadow: 'open').
    adoptStyles(this.shadowRoot as ShadowRoot, [themeCss, buttonCss]);
  }

  override connectedCallback(): void {
    upgradeProperties(this, ['balance']);
    this.#stopDirection = followDirection(this);
    // Rendered now, not in a task React schedules: the button is usable in the first frame
    // after the script ran, which on a page that just loaded is the visitor's first look at it.
    flushSync(() => super.connectedCallback());
  }

  override disconnectedCallback(): void {
    this.#stopDirection?.();
    super.disconnectedCallback();
  }
}
