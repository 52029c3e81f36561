import { NativeSelect } from './input';

/** The status filter of a list: every status, or one of them. */
export function StatusSelect<Status extends string>(props: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  value: Status | '';
  onChange: (status: Status | '') => void;
  className?: string;
}) {
  return (
    <NativeSelect
      aria-label="Filter by status"
      className={props.className}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as Status | '')}
    >
      <option value="">All statuses</option>
      {props.statuses.map((s) => (
        <option key={s} value={s}>
          {props.labels[s]}
        </option>
      ))}
    </NativeSelect>
  );
}
