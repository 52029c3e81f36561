import { categoryLabels, type WeeklyDigest } from '../../../../shared/todos/todos.schemas';
import type { Db } from '../../../db/client';
import { findDigestRows } from './digest.queries';

export const digestSubject = (openCount: number) =>
  `Your weekly TODO summary: ${openCount} open item${openCount === 1 ? '' : 's'}`;

/**
 * The weekly e-mail's content for a user at `now`: the e-mail, the test send and the Email Preview are all drawn
 * from this, so the preview shows what the e-mail holds. `itemIds` are the items listed (the log keeps them).
 */
export async function buildDigest(
  db: Db,
  opts: { userId: number; recipient: string; now: Date },
): Promise<WeeklyDigest & { itemIds: number[] }> {
  const rows = await findDigestRows(db, opts);
  const sections: WeeklyDigest['sections'] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.category !== row.section) {
      section = { category: row.section, label: categoryLabels[row.section], total: row.total, items: [] };
      sections.push(section);
    }
    const { id, title, priority, status, dueDate, completedAt } = row;
    const item = { id, title, priority, status, dueDate, completedAt };
    section.items.push(item);
  }
  const openCount = rows[0]?.openTotal ?? 0;
  return {
    subject: digestSubject(openCount),
    recipient: opts.recipient,
    openCount,
    sections,
    itemIds: rows.map((r) => r.id),
  };
}

/** The e-mail as plain text, kept in the log as its content. */
export function digestText(digest: WeeklyDigest): string {
  const lines = [digest.subject, ''];
  for (const s of digest.sections) {
    lines.push(`${s.label} (${s.total})`);
    for (const i of s.items) lines.push(`- [${i.priority}] ${i.title}${i.dueDate ? ` (due ${i.dueDate})` : ''}`);
    lines.push('');
  }
  return lines.join('\n').trim();
}
