import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pickBusinessId } from '../shared/business-rules';
import { safeRedirectTarget } from '../shared/guards';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { profileQuery } from '../lib/profile';
import { queryClient } from '../lib/query-client';
import { getBusinessId, hasSession, setBusinessId } from '../lib/session';

/** Waiting screen between signing in and the portal: loads the profile, then goes on. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  useEffect(() => {
    let cancelled = false;
    if (!hasSession()) {
      navigate('/login-cl', { replace: true });
      return;
    }
    queryClient
      .fetchQuery(profileQuery())
      .then((profile) => {
        if (cancelled) return;
        setBusinessId(pickBusinessId(profile, getBusinessId()));
        navigate(safeRedirectTarget(redirect), { replace: true });
      })
      .catch(() => {
        if (!cancelled) navigate('/login-cl', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, redirect]);

  return <FullPageLoader label="Preparando tu portal…" />;
}
