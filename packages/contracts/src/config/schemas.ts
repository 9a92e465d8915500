import { z } from 'zod';

export const configResponse = z.object({
  current_date: z.string(),
  current_period_rent: z.number().int(),
});
export const currentDateResponse = z.object({ current_date: z.string() });
