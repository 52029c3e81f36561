import { MAX_ID } from '../ids';
import { z } from '../zod';

// A line of a quote or invoice may be filled from one of the company's services (`serviceId`): what it leaves
// blank, the server takes from the service.

export const serviceLineMessages = {
  /** Another company's service, or one deleted since: answered as a customer of another company is. */
  unknownService: 'Please choose one of your services',
  rateNeeded: 'This service has no base rate: enter a rate',
} as const;

/** One of the company's services (the server checks whose), or none. */
export const serviceIdField = z
  .number({ error: serviceLineMessages.unknownService })
  .int(serviceLineMessages.unknownService)
  .min(1, serviceLineMessages.unknownService)
  .max(MAX_ID, serviceLineMessages.unknownService)
  .nullish()
  .transform((id) => id ?? undefined);

/** A line's amount field that a service may fill: blank or left out means "the service's". */
export const fillableField = <T extends z.ZodType>(field: T, message: string) =>
  z.union([z.literal('').transform(() => undefined), field], { error: message }).nullish();

type FillableLine = { serviceId?: number; description?: string | null; rate?: unknown };

/**
 * A line naming no service needs its own description and rate, refused with the messages free-text lines have
 * always had; one naming a service may leave them to it.
 */
export const requireUnlessService =
  (messages: { description: string; rate: string }) => (line: FillableLine, ctx: z.RefinementCtx) => {
    if (line.serviceId) return;
    if (!line.description) ctx.addIssue({ code: 'custom', path: ['description'], message: messages.description });
    if (line.rate === undefined || line.rate === null) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: messages.rate });
    }
  };
