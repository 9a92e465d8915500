// A real OpenID Connect provider for tests (panva's oidc-provider), on a random local port: the
// portal's client ids are registered as public PKCE clients, and each account signs in with any
// password through the provider's own development login and consent forms.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcAccount = { email: string; email_verified: boolean; name: string };

export type TestOidcProvider = {
  issuer: string;
  /** Stops answering (a provider that is down) until `resume`. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
};

export async function startOidcProvider(opts: {
  /** Read at the provider's first request, so a portal started after it can add its own. */
  redirectUris: string[];
  accounts: Record<string, OidcAccount>;
  clientIds?: string[];
}): Promise<TestOidcProvider> {
  let handler: ReturnType<Provider['callback']> | null = null;
  let paused = false;
  const server: Server = createServer((req, res) => {
    if (paused) {
      req.socket.destroy();
      return;
    }
    handler ??= makeProvider().callback();
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const makeProvider = () => {
    const provider = new Provider(issuer, {
      clients: (opts.clientIds ?? ['front', 'emprende']).map((id) => ({
        client_id: id,
        token_endpoint_auth_method: 'none',
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      scopes: ['openid', 'offline_access', 'first_party', 'devise', 'id', 'offline', 'balance_sheet.read'],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: async (_ctx, id) => {
        const account = opts.accounts[id];
        return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
      },
      cookies: { keys: ['portal-test-cookie-key'] },
      ttl: {
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
        AccessToken: 600,
        IdToken: 600,
        AuthorizationCode: 60,
      },
      features: { devInteractions: { enabled: true } },
    });
    provider.on('server_error', () => {});
    return provider;
  };
  return {
    issuer,
    pause: () => {
      paused = true;
      server.closeAllConnections();
    },
    resume: () => {
      paused = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
