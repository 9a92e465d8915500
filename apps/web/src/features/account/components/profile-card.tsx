import { Avatar, Badge, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Profile } from '@portal/contracts';
import { USER_ROLES } from '@portal/domain';
import { InfoList } from '../../../components/ui/info-list';
import { businessDisplayName, displayPhone, displayRut, displayText, initials } from '../../../lib/format';

export function ProfileCard({ profile }: { profile: Profile }) {
  const roleOf = (businessId: number) => {
    const role = profile.businesses_users.find((l) => l.business_id === businessId)?.role;
    return role === undefined ? '—' : (USER_ROLES[role]?.label ?? '—');
  };
  return (
    <Card shadow="xs" data-testid="profile-card">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar size={56} radius="xl" color="brand">
            {initials(profile.name)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} fz={20} style={{ overflowWrap: 'anywhere' }}>
              {profile.name}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {profile.email}
            </Text>
          </Stack>
        </Group>
        <InfoList
          cols={3}
          items={[
            { label: 'Correo', value: profile.email },
            { label: 'Teléfono', value: displayPhone(profile.phone) },
            { label: 'RUT', value: profile.rut ? displayRut(profile.rut) : displayText(null) },
          ]}
        />
        <Divider />
        <Stack gap="xs">
          <Text fw={600}>Tus empresas</Text>
          {profile.businesses.length === 0 ? (
            <Text size="sm" c="dimmed">
              No tienes empresas asociadas.
            </Text>
          ) : (
            // Two columns, the RUT under the name: the table fits a 375 px phone without scrolling.
            <Table verticalSpacing="sm" highlightOnHover data-testid="account-businesses">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Empresa</Table.Th>
                  <Table.Th style={{ whiteSpace: 'nowrap', width: '1%' }}>Tu rol</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {profile.businesses.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{businessDisplayName(b)}</Text>
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        RUT {displayRut(b.rut)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge variant="light" color="gray" radius="sm" style={{ minWidth: 'max-content' }}>
                        {roleOf(b.id)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
