import * as client from 'openid-client';
import type { SecretBox } from './secret-box';
import type { ProviderSettings } from './provider-settings';

/** Discovery and each call to the provider give up after this long: its page, not a hang. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Discovery is kept this long per (issuer, client, settings' save), a cache only. */
const DISCOVERY_CACHE_MS = 5 * 60 * 1000;

/** http only for a provider on this machine (the schema allows no other): the tests' provider. */
function insecureOnLoopback(issuer: URL) {
  return issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
}

/** Discovers an issuer (openid-client checks the metadata's issuer is the one asked for). */
export async function discover(
  issuerUrl: string,
  clientId: string,
  clientSecret?: string,
): Promise<client.Configuration> {
  const issuer = new URL(issuerUrl);
  const config = await client.discovery(
    issuer,
    clientId,
    undefined,
    clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
    { execute: insecureOnLoopback(issuer), timeout: PROVIDER_TIMEOUT_SECONDS },
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}

/**
 * The provider configurations of the universities, discovered once and kept a few minutes:
 * a cache, so another process or a restart simply discovers again.
 */
export function createProviderClients(secrets: SecretBox) {
  const cache = new Map<string, { config: client.Configuration; until: number }>();
  return async function configurationOf(settings: ProviderSettings): Promise<client.Configuration> {
    const key = [
      settings.universityId,
      settings.issuerUrl,
      settings.clientId,
      settings.updatedAt.toISOString(),
    ].join(' ');
    const cached = cache.get(key);
    if (cached && cached.until > Date.now()) return cached.config;
    const secret = settings.clientSecretSealed
      ? secrets.open(settings.clientSecretSealed)
      : undefined;
    const config = await discover(settings.issuerUrl, settings.clientId, secret);
    for (const [other] of cache)
      if (other.startsWith(`${settings.universityId} `)) cache.delete(other);
    cache.set(key, { config, until: Date.now() + DISCOVERY_CACHE_MS });
    return config;
  };
}

export type ProviderClients = ReturnType<typeof createProviderClients>;
