import * as Menu from '@radix-ui/react-dropdown-menu';
import { useCallback, type ComponentProps } from 'react';
import { cx } from '../../lib/cx';

// The menus drawn by Radix, loaded by dropdown-menu.tsx when a menu is first opened.

export const Root = Menu.Root;
export const Trigger = Menu.Trigger;

/**
 * The open menu. `focusFirstItem`: the menu was opened by keyboard before Radix was on the page, so Radix did not
 * see that key and focuses the menu itself; the first item then takes focus, as it does when a menu button is
 * opened by Enter, Space or ArrowDown (after Radix's own focusing, which happens as the menu appears).
 */
export function Content({
  className,
  focusFirstItem,
  ...props
}: ComponentProps<typeof Menu.Content> & { focusFirstItem?: boolean }) {
  const appeared = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !focusFirstItem) return;
      requestAnimationFrame(() =>
        node.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
      );
    },
    [focusFirstItem],
  );
  return (
    <Menu.Portal>
      <Menu.Content
        ref={appeared}
        align="end"
        sideOffset={6}
        className={cx('z-50 min-w-52 rounded-lg border bg-card p-1 shadow-lg', className)}
        {...props}
      />
    </Menu.Portal>
  );
}

/**
 * One entry of a menu. The highlight is a faint background (1.1:1), so a keyboard user also gets the app's focus
 * ring (:focus-visible in styles.css, at least 3:1), drawn inside the item so the menu's edge does not clip it;
 * pointer users, whose hover moves focus too, see the background only. A destructive entry keeps 4.5:1 text on
 * the highlight. A `stacked` entry puts its lines under one another (a notification's title, text and time)
 * instead of an icon beside a label.
 */
export function Item({
  className,
  destructive,
  stacked = false,
  ...props
}: ComponentProps<typeof Menu.Item> & { destructive?: boolean; stacked?: boolean }) {
  return (
    <Menu.Item
      className={cx(
        'flex cursor-pointer select-none',
        stacked ? 'flex-col items-start gap-0.5' : 'items-center gap-2',
        'rounded-md px-2 py-2 text-sm -outline-offset-2 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800 [&_svg]:size-4',
        destructive && 'text-red-700 dark:text-red-400',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cx('px-2 py-1.5 text-sm', className)} {...props} />;
}

export function Separator() {
  return <Menu.Separator className="my-1 h-px bg-[var(--border)]" />;
}
