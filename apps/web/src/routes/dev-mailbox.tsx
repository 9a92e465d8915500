import { Mailbox } from '../features/dev-mailbox/components/mailbox';

export function Component() {
  return <Mailbox />;
}
