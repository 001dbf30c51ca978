import { isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

/** Social login providers (spec §1). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

const isUsername = (value: unknown): value is string => isText(value, 256);

/** The social provider of the current embedded-wallet login, if any. */
export function getConnectedSocialProvider(): SocialProvider | undefined {
  return readJson(StorageKeys.CONNECTED_SOCIAL_PROVIDER, isSocialProvider);
}

/** Stores the social provider; `false` for an unknown provider. */
export function setConnectedSocialProvider(provider: SocialProvider): boolean {
  return writeJson(StorageKeys.CONNECTED_SOCIAL_PROVIDER, provider, isSocialProvider);
}

/** Forgets the social provider. */
export function removeConnectedSocialProvider(): void {
  removeItem(StorageKeys.CONNECTED_SOCIAL_PROVIDER);
}

/** The username shown for the social login, if any. */
export function getConnectedSocialUsername(): string | undefined {
  return readJson(StorageKeys.CONNECTED_SOCIAL_USERNAME, isUsername);
}

/** Stores the social username; `false` when empty or too long. */
export function setConnectedSocialUsername(username: string): boolean {
  return writeJson(StorageKeys.CONNECTED_SOCIAL_USERNAME, username, isUsername);
}

/** Forgets the social username. */
export function removeConnectedSocialUsername(): void {
  removeItem(StorageKeys.CONNECTED_SOCIAL_USERNAME);
}
