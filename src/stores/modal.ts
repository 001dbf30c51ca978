import { computed, map } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { ViewName } from '../router/viewManifest';
import { $activeNamespace } from './network';
import { $history } from './router';

export interface ModalState {
  open: boolean;
  /** True once the open dialog has been committed to the DOM. */
  shown: boolean;
  loading: Partial<Record<ChainNamespace, boolean>>;
  shake: boolean;
  /** Counts openings, so a close and an open in the same tick still mount a fresh dialog. */
  openings: number;
}

export const $modalState = map<ModalState>({ open: false, shown: false, loading: {}, shake: false, openings: 0 });

export function setLoading(namespace: ChainNamespace, loading: boolean): void {
  $modalState.setKey('loading', { ...$modalState.get().loading, [namespace]: loading });
}

export interface ModalSnapshot {
  open: boolean;
  loading: boolean;
  view: ViewName;
  history: readonly ViewName[];
}

/** The host-facing modal state (contract `$modal`). */
export const $modal = computed([$modalState, $history, $activeNamespace], (state, history, namespace): ModalSnapshot => ({
  open: state.open,
  loading: state.loading[namespace] ?? false,
  view: (history[history.length - 1]?.view ?? 'Connect') as ViewName,
  history: history.map((entry) => entry.view),
}));
