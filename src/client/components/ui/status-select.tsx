import { NativeSelect } from './input';
import { useT } from '@client/i18n/use-t';

/** The status filter of a list: every status, or one of them. */
export function StatusSelect<Status extends string>(props: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  value: Status | '';
  onChange: (status: Status | '') => void;
  className?: string;
}) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t('ui.statusFilter')}
      className={props.className}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as Status | '')}
    >
      <option value="">{t('ui.allStatuses')}</option>
      {props.statuses.map((s) => (
        <option key={s} value={s}>
          {props.labels[s]}
        </option>
      ))}
    </NativeSelect>
  );
}
