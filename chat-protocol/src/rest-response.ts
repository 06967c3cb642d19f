/** The body of every successful REST answer: `{ success: true, data }`, the data's shape given once per route. */
import { z } from '#protocol/zod-config';

export function succeeded<Data extends z.core.$ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}
