/** The body of every successful REST answer: `{ success: true, data }`, the data's shape given once per route. */
import '#protocol/zod-config';
import { z } from 'zod/mini';

export function succeeded<Data extends z.core.$ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}
