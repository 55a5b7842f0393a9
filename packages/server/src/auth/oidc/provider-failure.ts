import { AuthorizationResponseError, ResponseBodyError } from 'openid-client';
import type { SignInFailureReason } from '@lp/contract';

/**
 * What went wrong talking to a provider, as a reason for the person's page, words for the IT
 * team's "Test connection", and a cause for the log. None of them ever carries a token, a code
 * or the client secret: only error codes, HTTP statuses and host names.
 */
export type ProviderFailure = { reason: SignInFailureReason; message: string; cause: string };

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

export function describeProviderFailure(error: unknown, issuerUrl: string): ProviderFailure {
  const host = (() => {
    try {
      return new URL(issuerUrl).host;
    } catch {
      return issuerUrl;
    }
  })();
  const code = codeOf(error);
  const name = error instanceof Error ? error.name : 'Error';
  if (error instanceof AuthorizationResponseError) {
    const cancelled = error.error === 'access_denied';
    return {
      reason: cancelled ? 'cancelled' : 'invalid',
      message: `The provider answered ${error.error}.`,
      cause: `authorization response error ${error.error}`,
    };
  }
  if (error instanceof ResponseBodyError) {
    // invalid_grant: a code used twice, expired, or issued for another sign-in.
    return {
      reason: 'invalid',
      message: `The provider refused the request (${error.error}).`,
      cause: `provider refused: ${error.error} (HTTP ${error.status})`,
    };
  }
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return {
      reason: 'unreachable',
      message: `${host} did not answer in time.`,
      cause: `timeout reaching ${host}`,
    };
  }
  if (
    code &&
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|ERR_TLS)/.test(
      code,
    )
  ) {
    return {
      reason: 'unreachable',
      message: `Could not connect to ${host} (${code}).`,
      cause: `cannot reach ${host}: ${code}`,
    };
  }
  if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
    return {
      reason: 'unreachable',
      message: `${host} answered, but not with an OpenID Connect discovery document (is the issuer URL right?).`,
      cause: `discovery at ${host} not conform: ${code}`,
    };
  }
  if (code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    return {
      reason: 'invalid',
      message: `The provider at ${host} names another issuer than the URL given: use its exact issuer.`,
      cause: `issuer mismatch at ${host}`,
    };
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return {
      reason: 'unreachable',
      message: `Could not connect to ${host}.`,
      cause: `cannot reach ${host}`,
    };
  }
  // The checks of the ID token (issuer, audience, nonce, expiry, signature) and the rest.
  return {
    reason: 'invalid',
    message: `The provider's answer was not accepted (${code ?? name}).`,
    cause: `${name}${code ? ` ${code}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
  };
}
