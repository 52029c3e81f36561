import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useRef, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { rememberOpener, returnFocus } from './dialog-opener';
import { useT } from '@client/i18n/use-t';

// The dialogs drawn by Radix, loaded by dialog.tsx when a dialog first opens.

export const Root = DialogPrimitive.Root;
export const Close = DialogPrimitive.Close;

/** The dialog's widest width: `lg` for a short form or a question, the wider ones for a document or a long form. */
const dialogSizes = {
  md: 'max-w-md',
  lg: 'max-w-lg',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
};

/** The dialog's box; on closing, focus goes back to what opened it (see dialog-opener.ts), whatever opened it. */
export function Content({
  className,
  size = 'lg',
  children,
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'ref'> & { size?: keyof typeof dialogSizes }) {
  const t = useT();
  const opener = useRef<HTMLElement[]>([]);
  // Stable, so that it runs once when the content appears (before Radix moves focus into it), not on each render.
  const appeared = useCallback((node: HTMLDivElement | null) => {
    if (node) opener.current = rememberOpener(node);
  }, []);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cx(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl',
          dialogSizes[size],
          className,
        )}
        {...props}
        ref={appeared}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // Otherwise Radix focuses its Trigger, if the dialog has one, or nothing.
          if (!event.defaultPrevented && returnFocus(opener.current)) event.preventDefault();
        }}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100"
          aria-label={t('ui.close')}
        >
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function Header({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-4 space-y-1 pr-6">
      <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted">{description}</DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}
