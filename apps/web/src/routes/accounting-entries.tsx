import { EntriesArea } from '../features/entries/components/entries-area';

export function Component() {
  return <EntriesArea />;
}
