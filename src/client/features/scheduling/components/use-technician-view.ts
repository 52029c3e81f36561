import { useBusinessRole } from '@client/lib/use-business-role';

/**
 * Whether the schedule is a technician's: only the visits assigned to them, to move along and work on. Booking,
 * editing, assigning, deleting and invoicing are the owner's and the office's (docs/roles.md); the server refuses
 * them to a technician whatever is shown.
 */
export const useTechnicianView = () => useBusinessRole().role === 'technician';
