import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { deferredModule } from './deferred-module';
import type * as Parts from './dialog-parts';

/**
 * Dialogs are drawn by Radix (dialog-parts.tsx), whose code (about 40 kB with its focus trap and scroll lock)
 * loads when a dialog first opens, not with every screen that has one: a screen's dialogs are closed when it
 * appears. A dialog's opener may start it early with `preloadDialog` (on hover or focus, as DialogTrigger does).
 */
const parts = deferredModule(() => import('./dialog-parts'));

export const preloadDialog = parts.preload;

type DialogState = { open: boolean; onOpenChange: (open: boolean) => void; parts?: typeof Parts };

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error('A part of a dialog outside its Dialog');
  return dialog;
}

/** A dialog, open while `open` is: the screen's state says when, `onOpenChange` hears the dialog ask to close. */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(parts.current);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    parts.load().then(
      (module) => live && setLoaded(() => module),
      // The code did not arrive (the network failed): the dialog stays closed rather than seeming open.
      () => live && onOpenChange(false),
    );
    return () => {
      live = false;
    };
  }, [open, loaded, onOpenChange]);
  return <DialogContext.Provider value={{ open, onOpenChange, parts: loaded }}>{children}</DialogContext.Provider>;
}

/** A button that opens the dialog (its one child, which takes the attributes and the handler). */
export function DialogTrigger({ children }: { asChild: true; children: ReactElement }) {
  const dialog = useDialog();
  return (
    <Slot
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      onClick={() => dialog.onOpenChange(!dialog.open)}
    >
      {children}
    </Slot>
  );
}

/** The dialog's box, drawn once its code is here; see dialog-parts.tsx. */
export function DialogContent(props: ComponentProps<typeof Parts.Content>) {
  const { open, onOpenChange, parts: loaded } = useDialog();
  if (!loaded) return null;
  return (
    <loaded.Root open={open} onOpenChange={onOpenChange}>
      <loaded.Content {...props} />
    </loaded.Root>
  );
}

export function DialogHeader(props: ComponentProps<typeof Parts.Header>) {
  const { parts: loaded } = useDialog();
  return loaded ? <loaded.Header {...props} /> : null;
}

export function DialogClose(props: ComponentProps<typeof Parts.Close>) {
  const { parts: loaded } = useDialog();
  return loaded ? <loaded.Close {...props} /> : null;
}
