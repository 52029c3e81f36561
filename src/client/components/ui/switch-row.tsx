import { cx } from '@client/lib/cx';

/**
 * A labelled on/off switch with a line saying what it does (a button with role switch: Space and Enter toggle it).
 * `boxed` draws it as a card of its own; otherwise it is a row of a divided list.
 */
export function SwitchRow(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  boxed?: boolean;
}) {
  return (
    <div className={cx('flex items-start justify-between gap-4', props.boxed ? 'rounded-lg border p-4' : 'py-3')}>
      <div>
        <label htmlFor={props.id} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`${props.id}-description`} className="text-sm text-muted">
          {props.description}
        </p>
      </div>
      <button
        id={props.id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-describedby={`${props.id}-description`}
        disabled={props.disabled}
        onClick={() => props.onChange(!props.checked)}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-60',
          props.checked ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            props.checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
