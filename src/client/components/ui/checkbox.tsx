import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';

/**
 * The browser's own checkbox in the brand's colour: keyboard, form and screen reader behaviour come with it, and
 * no script draws it (a drawn one cost every screen that shows one a component library's code).
 */
export function Checkbox({
  className,
  onCheckedChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className={cx('size-4 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed', className)}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}
