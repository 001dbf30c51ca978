import type { VIEW_MANIFEST, ViewEntry, ViewName } from './viewManifest';

/**
 * The data a view is opened with, as its manifest entry declares it (undefined: none). What the
 * modal pushes is checked against this; data a host passes to `open()` is untrusted, so views
 * still check what they read.
 */
export type RouteDataOf<V extends ViewName> = (typeof VIEW_MANIFEST)[V] extends ViewEntry<infer Data> ? Data : never;

/** The arguments after the view name: its data when it takes some, nothing otherwise. */
export type RouteDataArgs<V extends ViewName> = V extends ViewName ? ([RouteDataOf<V>] extends [undefined] ? [] : [data: RouteDataOf<V>]) : never;

/** A view with its data, typed together. */
export type TypedRoute = { [V in ViewName]: [RouteDataOf<V>] extends [undefined] ? { view: V; data?: undefined } : { view: V; data: RouteDataOf<V> } }[ViewName];
