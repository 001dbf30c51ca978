import type { R2WCRenderer } from '@r2wc/core';
import { withModalCode } from './modalCodeLoader';

/** What the modal's code mounted in an element's shadow root. */
export interface MountedModal {
  update(props: object): void;
  unmount(): void;
}

interface ModalContext {
  props: object;
  mounted: MountedModal | undefined;
  gone: boolean;
}

/**
 * r2wc's renderer for <wallet-modal>, as r2wc's own React renderer (mount, update, unmount) but
 * with React in the modal's code: the element exists, takes its attributes and methods, and
 * mounts its React tree as soon as that code has arrived.
 */
export const lazyModalRenderer: R2WCRenderer<object, ModalContext> = {
  mount(container, _component, props) {
    const context: ModalContext = { props, mounted: undefined, gone: false };
    withModalCode((code) => {
      if (!context.gone) context.mounted = code.mountModal(container, context.props);
    });
    return context;
  },
  update(context, props) {
    context.props = props;
    context.mounted?.update(props);
  },
  unmount(context) {
    context.gone = true;
    context.mounted?.unmount();
  },
};
