import { emailAddress } from '../email';
import { idParamSchema } from '../ids';
import { groupDigits } from '../money';
import { z } from '../zod';
import { singleLine } from '../text';
import { cursorField, listQuerySchema, optionalText } from '../billing/fields';

export const customerInputSchema = z.object({
  name: singleLine(
    z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(120, 'Must be at most 120 characters'),
  ),
  email: z
    .union([z.literal(''), emailAddress('Invalid email address')])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  phone: optionalText(40),
  address: optionalText(255),
  notes: optionalText(2000),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerIdParamSchema = idParamSchema;

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  accessToken: z.string(),
  createdAt: z.string(),
  /** When the customer unsubscribed from the business's campaigns through a campaign's link; null while subscribed. */
  unsubscribedAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A customer in the list, with the sums of their paid and pending invoices. */
export const customerListItemSchema = customerSchema.extend({
  paid: z.string(),
  pending: z.string(),
  invoiceCount: z.number(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** GET /api/customers: a page by name, optionally a search on name, e-mail and phone. */
export const customerListQuerySchema = listQuerySchema.extend({ cursor: cursorField });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({ total: z.number(), active: z.number() });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const CUSTOMER_IN_USE_MESSAGE =
  'This customer has invoices or quotes and cannot be deleted. Cancel or delete those first.';

/** The columns of the import and export files, in the order the export writes them. */
export const CUSTOMER_CSV_COLUMNS = ['name', 'email', 'phone', 'address', 'notes'] as const;
export const CUSTOMER_IMPORT_MAX_CHARS = 2 * 1024 * 1024;
export const CUSTOMER_IMPORT_MAX_ROWS = 5000;

export const customerMessages = {
  notFound: 'Customer not found',
  csvRequired: 'Choose a CSV file to import',
  csvTooLarge: 'The file is too large: import at most 2 MB at a time',
  csvNoNameColumn:
    "The first row of the file must name the columns, including a 'name' column (and optionally email, phone, address, notes)",
  csvTooManyRows: `The file has more than ${groupDigits(CUSTOMER_IMPORT_MAX_ROWS)} customers: split it into smaller files`,
  emailExists: 'A customer with this email already exists',
  duplicateOfLine: (line: number) => `Duplicate of line ${line}`,
} as const;

export const customerImportInputSchema = z.object({
  csv: z
    .string({ error: customerMessages.csvRequired })
    .min(1, customerMessages.csvRequired)
    .max(CUSTOMER_IMPORT_MAX_CHARS, customerMessages.csvTooLarge),
});
export type CustomerImportInput = z.infer<typeof customerImportInputSchema>;

/** A data row of an import file: its values, and why it is refused (null when it will be imported). */
export const customerImportRowSchema = z.object({
  line: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  error: z.string().nullable(),
});
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

export const customerImportPreviewSchema = z.object({
  rows: z.array(customerImportRowSchema),
  accepted: z.number(),
  refused: z.number(),
});
export type CustomerImportPreview = z.infer<typeof customerImportPreviewSchema>;

export const customerImportResultSchema = z.object({ imported: z.number(), refused: z.number() });
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;
