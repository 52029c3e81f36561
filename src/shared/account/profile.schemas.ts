import { authMessages } from '../auth/auth.schemas';
import { emailAddress } from '../email';
import { singleLine } from '../text';
import { z } from '../zod';
import { timezoneField } from './preferences.schemas';

/** Texts of Account Settings > Profile: the specification's toasts, ours where it says nothing. */
export const profileMessages = {
  updatedTitle: 'User Updated',
  updated: 'Your profile has been updated.',
  updateFailed: 'Update Failed',
  emailTaken: authMessages.emailTaken,
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes once you open it (within 24 hours).`,
  emailChangeResent: (email: string) => `We sent a new link to ${email}.`,
  emailChangeCancelled: 'The e-mail change has been cancelled.',
  noPendingEmail: 'There is no e-mail change waiting for confirmation.',
  emailChangeInvalid: 'This e-mail change link is invalid or has expired.',
  emailTakenMeanwhile:
    'Another account has started using this e-mail address since the link was sent. Your e-mail address was not changed.',
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Please enter a valid email address',
  phoneTooLong: 'Phone must be at most 40 characters',
  addressTooLong: 'Address must be at most 500 characters',
  bioTooLong: 'Bio must be at most 1000 characters',
} as const;

const m = profileMessages;
/** Optional text: blank is none. */
const optionalText = (schema: z.ZodString) =>
  z.union([schema, z.null()]).transform((value) => (value && value.trim() ? value.trim() : null));

/** PUT /api/user/profile. */
export const profileInputSchema = z.object({
  firstName: singleLine(z.string({ error: m.firstNameRequired }).trim().min(1, m.firstNameRequired).max(100)),
  lastName: singleLine(z.string({ error: m.lastNameRequired }).trim().min(1, m.lastNameRequired).max(100)),
  email: emailAddress(m.invalidEmail),
  phone: optionalText(singleLine(z.string({ error: m.phoneTooLong }).max(40, m.phoneTooLong))).optional(),
  address: optionalText(z.string({ error: m.addressTooLong }).max(500, m.addressTooLong)).optional(),
  bio: optionalText(z.string({ error: m.bioTooLong }).max(1000, m.bioTooLong)).optional(),
  timezone: timezoneField.optional(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileValues = z.output<typeof profileInputSchema>;

/** POST /api/user/email-change/confirm: the token of the e-mailed link. */
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: m.emailChangeInvalid }).trim().min(1, m.emailChangeInvalid).max(200, m.emailChangeInvalid),
});

export const messageSchema = z.object({ message: z.string() });
