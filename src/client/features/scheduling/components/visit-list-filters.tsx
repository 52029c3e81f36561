import { useQuery } from '@tanstack/react-query';
import { APPOINTMENT_STATUSES, STATUS_LABELS, type AppointmentStatus } from '@shared/scheduling/schedule-values';
import { Input, NativeSelect } from '@client/components/ui/input';
import { SearchInput } from '@client/components/ui/search-input';
import { StatusSelect } from '@client/components/ui/status-select';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { technicianNamesQuery } from '../api/scheduling.queries';
import { useTechnicianView } from './use-technician-view';

/** What the list's filters hold as typed: the search is debounced by the list before it is asked. */
export type VisitFilterInput = {
  search: string;
  status: AppointmentStatus | '';
  technician: string;
  from: string;
  to: string;
};

export const noFilters: VisitFilterInput = { search: '', status: '', technician: '', from: '', to: '' };

export function VisitListFilters(props: { value: VisitFilterInput; onChange: (value: VisitFilterInput) => void }) {
  const t = useT();
  const tm = useTranslateMessage();
  const statusLabels = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, tm(STATUS_LABELS[s])])) as Record<
    AppointmentStatus,
    string
  >;
  // A technician's list holds their own visits: no one else's name to filter by.
  const technician = useTechnicianView();
  const technicians = useQuery({ ...technicianNamesQuery, enabled: !technician });
  const set = (change: Partial<VisitFilterInput>) => props.onChange({ ...props.value, ...change });
  return (
    <div className="grid gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto]">
      <SearchInput
        className="sm:col-span-2 lg:col-span-1"
        aria-label={t('scheduling.filters.search')}
        placeholder={t('scheduling.filters.searchPlaceholder')}
        value={props.value.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <StatusSelect
        statuses={APPOINTMENT_STATUSES}
        labels={statusLabels}
        value={props.value.status}
        onChange={(status) => set({ status })}
      />
      {!technician && (
        <NativeSelect
          aria-label={t('scheduling.filters.technician')}
          value={props.value.technician}
          onChange={(e) => set({ technician: e.target.value })}
        >
          <option value="">{t('scheduling.filters.allTechnicians')}</option>
          {technicians.data?.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      )}
      <label className="flex items-center gap-2 text-sm">
        <span className="w-10 shrink-0 text-muted lg:w-auto">{t('scheduling.filters.from')}</span>
        <Input type="date" value={props.value.from} onChange={(e) => set({ from: e.target.value })} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <span className="w-10 shrink-0 text-muted lg:w-auto">{t('scheduling.filters.to')}</span>
        <Input type="date" value={props.value.to} onChange={(e) => set({ to: e.target.value })} />
      </label>
    </div>
  );
}
