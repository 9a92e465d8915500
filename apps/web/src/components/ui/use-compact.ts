import { useMediaQuery } from '@mantine/hooks';

/** A phone-width screen (48em): tables turn into cards, buttons into icons. */
export function useCompact(): boolean {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
}
