import type { ViewName } from './viewManifest';

/** Data a view is opened with (a wallet, a connector, a network, ...). */
export type RouteData = Readonly<Record<string, unknown>>;

export interface RouteEntry {
  view: ViewName;
  data?: RouteData | undefined;
}
