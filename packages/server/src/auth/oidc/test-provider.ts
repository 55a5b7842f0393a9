import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * TESTS ONLY: a real OpenID Connect provider (oidc-provider, the certified implementation) on
 * a free loopback port, for the server tests and the e2e journeys of issue 33. Its sign-in page
 * is a plain form: pick a test account and "Sign in", or "Cancel" (access_denied).
 */

export type TestAccount = {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  /** The role claim the universities map (claim name `roles`). */
  roles: string[];
};

export const TEST_ACCOUNTS: Record<string, TestAccount> = {
  'stu-1': {
    email: 'sam.student@northbridge.example.edu',
    email_verified: true,
    given_name: 'Sam',
    family_name: 'Student',
    roles: ['learner'],
  },
  'tea-1': {
    email: 'tess.teacher@northbridge.example.edu',
    email_verified: true,
    given_name: 'Tess',
    family_name: 'Teacher',
    roles: ['faculty', 'staff'],
  },
  'out-1': {
    email: 'olly.outsider@elsewhere.example.org',
    email_verified: true,
    given_name: 'Olly',
    family_name: 'Outsider',
    roles: [],
  },
  'unv-1': {
    email: 'uma.unverified@northbridge.example.edu',
    email_verified: false,
    given_name: 'Uma',
    family_name: 'Unverified',
    roles: [],
  },
};

export const TEST_CLIENT = {
  clientId: 'learning-platform',
  clientSecret: 'test-provider-client-secret-9f3c1a',
};

export type TestProvider = {
  /** Its address, the issuer URL to configure (its issuer too, unless announcedIssuer). */
  issuer: string;
  /** Adds an account (or replaces one) while the provider runs. */
  addAccount(id: string, account: TestAccount): void;
  close(): Promise<void>;
};

function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) request.destroy();
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signInPage(uid: string, accounts: Record<string, TestAccount>): string {
  const options = Object.entries(accounts)
    .map(([id, account]) => `<option value="${escape(id)}">${escape(account.email)}</option>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><main><h1>Test provider</h1>
<form method="post" action="/interaction/${escape(uid)}">
<label>Account <select name="account">${options}</select></label>
<button type="submit" name="action" value="signin">Sign in</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></main></body></html>`;
}

type Stored = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string };

/**
 * The provider's storage, in memory and for this provider alone: its own quick-start adapter
 * is shared by every provider of the process and warns at each start.
 */
function memoryAdapter() {
  const items = new Map<string, Stored>();
  const index = new Map<string, string>();
  return class TestProviderStore {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Stored) {
      items.set(this.key(id), payload);
      if (payload.uid) index.set(`uid:${payload.uid}`, id);
      if (payload.userCode) index.set(`userCode:${payload.userCode}`, id);
      if (payload.grantId) index.set(`grant:${payload.grantId}:${this.key(id)}`, this.key(id));
    }
    async find(id: string) {
      return items.get(this.key(id));
    }
    async findByUid(uid: string) {
      const id = index.get(`uid:${uid}`);
      return id ? this.find(id) : undefined;
    }
    async findByUserCode(userCode: string) {
      const id = index.get(`userCode:${userCode}`);
      return id ? this.find(id) : undefined;
    }
    async consume(id: string) {
      const item = items.get(this.key(id));
      if (item) item.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      items.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [name, key] of index) {
        if (name.startsWith(`grant:${grantId}:`)) items.delete(key);
      }
    }
  };
}

/**
 * Starts the provider. `redirectUris` are the callbacks it accepts (each university's host),
 * `postLogoutRedirectUris` where RP-initiated logout may return.
 */
export async function startTestProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** The loopback address it listens on. @default '127.0.0.1' */
  host?: string;
  /** TESTS of the issuer check: the issuer it names, when not its own address. */
  announcedIssuer?: string;
}): Promise<TestProvider> {
  const accounts: Record<string, TestAccount> = { ...TEST_ACCOUNTS };
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_q, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server: Server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const address = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const issuer = options.announcedIssuer ?? address;

  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...jwk, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { methods: ['S256'], required: () => true },
    // Set, so the provider does not print a notice per artifact on each test run.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    scopes: ['openid', 'email', 'profile', 'roles', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      roles: ['roles'],
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...account,
          name: `${account.given_name} ${account.family_name}`,
        }),
      };
    },
  });
  const providerCallback = provider.callback();

  handle = (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec((request.url ?? '').split('?')[0] ?? '');
    if (!match) {
      providerCallback(request, response);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method === 'GET') {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(signInPage(details.uid, accounts));
          return;
        }
        const form = await formBody(request);
        const accountId = form.get('account') ?? '';
        if (form.get('action') !== 'signin' || !accounts[accountId]) {
          await provider.interactionFinished(request, response, {
            error: 'access_denied',
            error_description: 'End-User aborted interaction',
          });
          return;
        }
        const grant = new provider.Grant({
          accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(request, response, {
          login: { accountId },
          consent: { grantId },
        });
      } catch (error) {
        response.statusCode = 400;
        response.end(error instanceof Error ? error.message : 'interaction failed');
      }
    })();
  };

  return {
    issuer: address,
    addAccount(id, account) {
      accounts[id] = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
