import { z } from 'zod';

export const featureFlags = z.object({ flags: z.record(z.string(), z.boolean()) });
export type FeatureFlags = z.infer<typeof featureFlags>;
