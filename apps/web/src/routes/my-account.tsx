import { Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../components/ui/page-header';
import { ErrorState } from '../components/ui/states';
import { ChangePasswordCard } from '../features/account/components/change-password-card';
import { DeleteAccountCard } from '../features/account/components/delete-account-card';
import { ProfileCard } from '../features/account/components/profile-card';
import { useProfile } from '../lib/profile';

export function Component() {
  const profile = useProfile();
  return (
    <Stack gap="lg" data-testid="my-account">
      <PageHeader
        title="Mi cuenta"
        description="Tus datos de acceso, tu contraseña y las empresas a las que perteneces."
      />
      {profile.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileCard profile={profile.data} />
          <ChangePasswordCard email={profile.data.email} />
          <DeleteAccountCard />
        </>
      )}
    </Stack>
  );
}
