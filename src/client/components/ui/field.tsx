import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { useTranslateMessage } from '../../i18n/translate-message';

/** A labelled form field with its inline message; `id` ties label, control and message together. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  // The message of a shared schema or of the server: English, shown in the user's language.
  const message = useTranslateMessage();
  return (
    <div className={cx('space-y-1.5', props.className)}>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error && <p className="text-xs text-muted">{props.hint}</p>}
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {message(props.error)}
        </p>
      )}
    </div>
  );
}

/** Props a control needs to announce its field's error. */
export function invalidProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
