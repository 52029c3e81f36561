import type { Appointment } from '@shared/scheduling/appointments.schemas';
import type { ProgressLog, Task } from '@shared/scheduling/job-work.schemas';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
  type ScheduleSettingsResponse,
} from '@shared/scheduling/schedule-settings.schemas';

// Data for the crew screens' tests: the business in New York unless a test says otherwise.

export function settingsFixture(overrides: Partial<ScheduleSettingsResponse> = {}): ScheduleSettingsResponse {
  return {
    appointmentDuration: 60,
    bufferTime: 15,
    timeZone: 'America/New_York',
    workingHours: DEFAULT_WORKING_HOURS,
    advanceBookingDays: 30,
    reminderSettings: DEFAULT_REMINDER_SETTINGS,
    autoConfirmation: false,
    allowOnlineBooking: true,
    calendarFeedUrl: null,
    ...overrides,
  };
}

export function visitFixture(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 1,
    jobId: null,
    title: 'Spring cleanup',
    description: null,
    appointmentType: 'maintenance',
    customerId: 7,
    customer: { name: 'Jo Park', email: 'jo@example.test', phone: '(555) 010-2000' },
    startTime: '2026-11-24T14:00:00.000Z',
    endTime: '2026-11-24T15:00:00.000Z',
    duration: 60,
    location: '12 Elm St, Springfield',
    notes: null,
    estimatedCost: null,
    actualCost: null,
    materialsCost: null,
    laborCost: null,
    priority: 'medium',
    assignedTechnician: 'Dana Moreno',
    assignedUserId: null,
    assignedUserName: null,
    status: 'scheduled',
    reminderSent: false,
    customerResponse: null,
    onMyWayAt: null,
    startedAt: null,
    completedAt: null,
    invoiceId: null,
    job: null,
    tasks: { done: 1, total: 3 },
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function taskFixture(overrides: Partial<Task> = {}): Task {
  return {
    id: 11,
    appointmentId: 1,
    title: 'Trim hedges',
    description: null,
    status: 'pending',
    priority: 'medium',
    estimatedTime: 30,
    actualTime: null,
    assignedTo: null,
    materials: null,
    notes: null,
    completedAt: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function logFixture(overrides: Partial<ProgressLog> = {}): ProgressLog {
  return {
    id: 21,
    appointmentId: 1,
    taskId: null,
    logType: 'note',
    message: 'Gate code is 1234',
    previousValue: null,
    newValue: null,
    loggedBy: 'Dana Moreno',
    photos: [],
    createdAt: '2026-11-24T14:05:00.000Z',
    ...overrides,
  };
}
