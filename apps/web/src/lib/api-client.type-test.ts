// Compile-time checks, run by the typecheck (never imported): a call that does not match its
// endpoint definition fails `tsc`, and so does a check below that stops failing.
import {
  authEndpoints,
  businessEndpoints,
  type flagEndpoints,
  flagRoutes,
  settingsEndpoints,
} from '@portal/contracts';
import { call, routesOf } from './api-client';
import { businessQuery } from './business-query';

export function endpointTypeChecks(): void {
  // @ts-expect-error the body is required
  void call(authEndpoints.deleteAccount);
  // @ts-expect-error a field the contract does not have
  void call(authEndpoints.deleteAccount, { body: { pasword: 'x' } });
  // @ts-expect-error a path parameter of the wrong type
  void call(settingsEndpoints.update, { params: { key: 7 }, body: { setting: {} } });
  // @ts-expect-error a path parameter the path does not have
  void call(businessEndpoints.show, { params: { business_id: 1 } });
  // @ts-expect-error the answer has the contract's shape
  void call(authEndpoints.profile).then((answer) => answer.user.nombre);
  // @ts-expect-error a user-scoped endpoint is not a business query
  void businessQuery(1, authEndpoints.profile, {});
  // The matching calls compile.
  void call(authEndpoints.deleteAccount, { body: { password: 'x' } });
  void call(settingsEndpoints.update, { params: { key: 'popup_rent' }, body: { setting: { active: true } } });
  void businessQuery(1, businessEndpoints.show, { params: { id: 1 } });
}

export function routeTypeChecks(): void {
  const moved = { public: { ...flagRoutes.public, path: '/v1/flags' as const }, user: flagRoutes.user };
  // @ts-expect-error a route that is not its definition's (another path)
  routesOf<typeof flagEndpoints>(moved);
  // @ts-expect-error a route missing
  routesOf<typeof flagEndpoints>({ public: flagRoutes.public });
  // The area's own routes compile.
  void call(routesOf<typeof flagEndpoints>(flagRoutes).public).then((answer) => answer.flags);
}
