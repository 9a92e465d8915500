import type { Db } from '@portal/db';

export type Role = 'owner' | 'admin' | 'other';

/**
 * Every route declares who may call it; the server refuses to start when one does not.
 * - public: anyone;
 * - user: a signed-in user, no business;
 * - business: a signed-in user linked to the business named in the `business-id` header;
 * - operator: a signed-in user whose e-mail is in OPERATOR_EMAILS (the deployment's, not a business's).
 * `roles` limits a business route to those roles; by default reads are open to every
 * linked role and writes to owner and admin (an 'other' user, Invitado, only reads).
 */
export type Access = { access: 'public' | 'user' | 'business' | 'operator'; roles?: readonly Role[] };

export type AuthUser = { id: number; email: string; name: string };
export type AuthSession = { user: AuthUser; tokenId: number; client: string };
export type BusinessScope = { id: number; rut: string; role: Role };

export const ROLE_VALUE: Record<Role, number> = { owner: 0, admin: 1, other: 2 };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access['access'];
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    session: AuthSession | null;
    business: BusinessScope | null;
  }
  interface FastifyInstance {
    db: Db;
  }
}

export const WRITE_ROLES: readonly Role[] = ['owner', 'admin'];
export const ALL_ROLES: readonly Role[] = ['owner', 'admin', 'other'];
