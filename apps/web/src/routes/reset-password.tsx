import { useParams, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

export function Component() {
  const { token } = useParams();
  const [params] = useSearchParams();
  // The token travels in the path (/reset_password/:token); older links carried it in the query.
  const value = token ?? params.get('reset_password_token') ?? undefined;
  return <ResetPasswordForm key={value} token={value} />;
}
