import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptStyles } from '../styles/adoptStyles';
import { embeddedCss } from '../styles/embeddedCss';
import { followLazySheets } from '../styles/lazySheets';
import { modalCss } from '../styles/modalCss';
import { themeCss } from '../styles/themeCss';
import type { MountedModal } from './lazyModalRenderer';
import { ModalRoot } from './ModalRoot';

const mounted = new Set<() => void>();

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
  let current = props;
  const render = (next: object) => {
    current = next;
    root.render(createElement(ModalRoot, next));
  };
  const again = () => render(current);
  render(props);
  mounted.add(again);
  return {
    update: render,
    unmount() {
      mounted.delete(again);
      stopSheets();
      root.unmount();
    },
  };
}

/** Renders each mounted modal again with its props (what openModalNow flushes). */
export function renderMountedModals(): void {
  for (const again of mounted) again();
}
