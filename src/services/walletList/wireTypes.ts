/**
 * Shapes of the wallet-list service's project answers (data-services.md) as schemas; the
 * types are inferred from them. Loaded on demand by the clients (see wireSchema.ts). The
 * wallets themselves are in WalletListEntry.ts.
 */
import * as v from 'valibot';
import { exactText, listOf, parseOrUndefined, record, uniqueBy } from '../wireSchema';

/** Limits no real answer comes near: beyond them an answer is corrupt or hostile. */
export const PROJECT_LIMITS = { features: 64, featureId: 64, origins: 1000, origin: 2048 } as const;

// GET /appkit/v1/config
const featureSchema = v.object({
  id: exactText(PROJECT_LIMITS.featureId),
  isEnabled: v.boolean(),
  // Opaque here (a provider list, login methods, null): whoever reads it checks it.
  config: v.fallback(v.unknown(), null),
});

export type RemoteFeature = v.InferOutput<typeof featureSchema>;

const configAnswer = record({ features: listOf(featureSchema, PROJECT_LIMITS.features) });

/** The features of a config answer (the first of each id), or undefined when it is not one. */
export function parseRemoteFeatures(body: unknown): RemoteFeature[] | undefined {
  const answer = parseOrUndefined(configAnswer, body);
  return answer && uniqueBy(answer.features, (feature) => feature.id);
}

// GET /projects/v1/origins
const originsAnswer = record({
  allowedOrigins: listOf(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PROJECT_LIMITS.origin)), PROJECT_LIMITS.origins),
});

/** The allowed origins of an origins answer, or undefined when it is not one. */
export function parseAllowedOrigins(body: unknown): string[] | undefined {
  return parseOrUndefined(originsAnswer, body)?.allowedOrigins;
}

// GET /getAnalyticsConfig
const analyticsAnswer = record({ isAnalyticsEnabled: v.boolean() });

/** Whether an analytics-config answer turns analytics on, or undefined when it is not one. */
export function parseAnalyticsEnabled(body: unknown): boolean | undefined {
  return parseOrUndefined(analyticsAnswer, body)?.isAnalyticsEnabled;
}
