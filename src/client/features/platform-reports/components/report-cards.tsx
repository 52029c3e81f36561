import type { LucideIcon } from 'lucide-react';
import { groupDigits } from '@shared/money';
import { StatCard } from '@client/components/ui/stat-card';

export type ReportCard = { label: string; value: string | undefined; note: string; icon: LucideIcon; tone: string };

/** A tab's summary: its figures of the period as the server counted them; placeholders until they arrive. */
export function ReportCards({ cards }: { cards: ReportCard[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={card.value ?? '—'}
          note={card.note}
          icon={card.icon}
          tone={card.tone}
          loading={card.value === undefined}
          testId={`report-${card.label}`}
        />
      ))}
    </div>
  );
}

/** A count as a card shows it: digits grouped, or nothing while the report loads. */
export const countFigure = (value: number | undefined) => (value === undefined ? undefined : groupDigits(value));
