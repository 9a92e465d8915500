import { Suspense, lazy } from 'react';
import { useLocation, useSearchParams } from 'react-router';

// /mis-datos/mis-usuarios-asociados and the public /agregar-usuario?token=… share this module, and it
// loads each screen itself: the first screen's JavaScript (170 KB budget) carries one small loader
// for the area instead of two with their dependency lists.
const UsersPage = lazy(() =>
  import('../features/associated-users/components/users-page').then((m) => ({ default: m.UsersPage })),
);
const InvitationPage = lazy(() =>
  import('../features/associated-users/components/invitation-page').then((m) => ({
    default: m.InvitationPage,
  })),
);

export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Suspense fallback={null}>
      {pathname.startsWith('/agregar-usuario') ? <InvitationPage key={token} token={token} /> : <UsersPage />}
    </Suspense>
  );
}
