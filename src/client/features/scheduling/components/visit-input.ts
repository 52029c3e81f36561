import type { Appointment, AppointmentInput } from '@shared/scheduling/appointments.schemas';

/** A visit's own values as the form sends them: a move or a resize sends these with the new times. */
export function visitInput(visit: Appointment): AppointmentInput {
  return {
    title: visit.title,
    appointmentType: visit.appointmentType,
    customerId: visit.customerId,
    startTime: visit.startTime,
    endTime: visit.endTime,
    duration: visit.duration,
    priority: visit.priority,
    description: visit.description,
    location: visit.location,
    notes: visit.notes,
    estimatedCost: visit.estimatedCost,
    actualCost: visit.actualCost,
    materialsCost: visit.materialsCost,
    laborCost: visit.laborCost,
    assignedTechnician: visit.assignedTechnician,
    assignedUserId: visit.assignedUserId,
    serviceId: visit.job?.serviceId ?? null,
  };
}
