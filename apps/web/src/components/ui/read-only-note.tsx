// What a person with the Invitado role reads where the screen's write buttons would be: the screen
// shows them nothing they could not do, and says why.
import { Text } from '@mantine/core';

export const READ_ONLY_MSG = {
  note: (what: string) => `Tu rol es Invitado: puedes ver ${what}, pero no cambiar nada aquí.`,
} as const;

export function ReadOnlyNote({ what, testId }: { what: string; testId: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {READ_ONLY_MSG.note(what)}
    </Text>
  );
}
