/**
 * The wallet-list service's project answers (data-services.md), read on every page before any
 * click (the project check): held to their shapes with plain checks, so that the schema library
 * the other answers use (wireSchema.ts, about 3 KB gzip) is not loaded for them. As strict as a
 * schema: a body of another shape is undefined, a bad item of a list is dropped, and only the
 * declared fields are read into objects of the modal's own.
 */
import { isRecord, isText } from '../storage/guards';
import { uniqueBy } from '../../utils/uniqueBy';

/** Limits no real answer comes near: beyond them an answer is corrupt or hostile. */
export const PROJECT_LIMITS = { features: 64, featureId: 64, origins: 1000, origin: 2048 } as const;

/** A remote feature (GET /appkit/v1/config): its `config` is opaque here (a provider list, login methods, null); whoever reads it checks it. */
export interface RemoteFeature {
  id: string;
  isEnabled: boolean;
  config: unknown;
}

/** The first `max` items of a list that `read` makes something of; undefined when it is no list. */
function listOf<T>(value: unknown, max: number, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept: T[] = [];
  for (const item of value) {
    if (kept.length >= max) break;
    const made = read(item);
    if (made !== undefined) kept.push(made);
  }
  return kept;
}

function readFeature(item: unknown): RemoteFeature | undefined {
  if (!isRecord(item) || !isText(item.id, PROJECT_LIMITS.featureId) || typeof item.isEnabled !== 'boolean') return undefined;
  return { id: item.id, isEnabled: item.isEnabled, config: Object.hasOwn(item, 'config') ? item.config : null };
}

/** The features of a config answer (the first of each id), or undefined when it is not one. */
export function parseRemoteFeatures(body: unknown): RemoteFeature[] | undefined {
  const features = isRecord(body) ? listOf(body.features, PROJECT_LIMITS.features, readFeature) : undefined;
  return features && uniqueBy(features, (feature) => feature.id);
}

function readOrigin(item: unknown): string | undefined {
  const origin = typeof item === 'string' ? item.trim() : undefined;
  return isText(origin, PROJECT_LIMITS.origin) ? origin : undefined;
}

/** The allowed origins of an origins answer (GET /projects/v1/origins), or undefined when it is not one. */
export function parseAllowedOrigins(body: unknown): string[] | undefined {
  return isRecord(body) ? listOf(body.allowedOrigins, PROJECT_LIMITS.origins, readOrigin) : undefined;
}

/** Whether an analytics-config answer (GET /getAnalyticsConfig) turns analytics on, or undefined when it is not one. */
export function parseAnalyticsEnabled(body: unknown): boolean | undefined {
  return isRecord(body) && typeof body.isAnalyticsEnabled === 'boolean' ? body.isAnalyticsEnabled : undefined;
}
