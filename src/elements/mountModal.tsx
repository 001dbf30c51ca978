import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStyles } from '../styles/adoptStyles';
import { embeddedCss } from '../styles/embeddedCss';
import { followLazySheets } from '../styles/lazySheets';
import { modalCss } from '../styles/modalCss';
import { themeCss } from '../styles/themeCss';
import type { MountedModal } from './lazyModalRenderer';
import { ModalRoot } from './ModalRoot';

/**
 * Mounts the modal's React tree in a <wallet-modal>'s shadow root, as r2wc's React renderer
 * does (one root, rendered again with the element's props), with the modal's CSS and the lazy
 * views' sheets as they arrive.
 */
export function mountModal(container: HTMLElement, props: object): MountedModal {
  const shadowRoot = container as unknown as ShadowRoot;
  adoptStyles(shadowRoot, [themeCss, modalCss, embeddedCss]);
  const stopSheets = followLazySheets(shadowRoot);
  const root = createRoot(container);
  const render = (next: object) => root.render(createElement(ModalRoot, next));
  render(props);
  return {
    update: render,
    unmount() {
      stopSheets();
      root.unmount();
    },
  };
}
