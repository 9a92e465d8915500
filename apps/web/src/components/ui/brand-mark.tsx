import { Group, Text } from '@mantine/core';
import { currentBrand } from '../../shared/brand';

export function BrandLogo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const bg = inverted ? '#ffffff' : 'var(--mantine-color-brand-7)';
  const fg = inverted ? 'var(--mantine-color-brand-8)' : '#ffffff';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={bg} />
      <path
        d="M20 46V18h14a10 10 0 0 1 0 20h-7v8"
        fill="none"
        stroke={fg}
        strokeWidth="6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Logo and brand name (differs on the emprende variant). */
export function BrandMark({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" data-testid="brand-mark">
      <BrandLogo size={size} inverted={inverted} />
      <Text
        fw={700}
        fz={size >= 36 ? 'xl' : 'lg'}
        c={inverted ? 'white' : 'brand.9'}
        style={{ letterSpacing: -0.2 }}
      >
        {currentBrand.name}
      </Text>
    </Group>
  );
}
