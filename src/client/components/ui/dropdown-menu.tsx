import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  useContext,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { deferredModule } from './deferred-module';
import type * as Parts from './dropdown-menu-parts';

/**
 * Menus are drawn by Radix (dropdown-menu-parts.tsx), whose code (about 60 kB with its positioning, layers and
 * focus handling) would otherwise load and run with every screen that shows a menu button: the app's bar has
 * three and each row of a list one. Until a menu is first opened, its button is drawn alone, with the attributes
 * of a closed menu button; pointing at it or focusing it starts loading the menu's code, and pressing it (the
 * main pointer button, or Enter, Space or ArrowDown) puts Radix in its place, open. From then on that menu is
 * Radix's.
 */
const parts = deferredModule(() => import('./dropdown-menu-parts'));

type Opening = 'pointer' | 'keyboard';
type Drawn = { parts: typeof Parts; opening?: Opening };
type Menu = Partial<Drawn> & { open: (opening: Opening) => void };

const MenuContext = createContext<Menu | null>(null);

function useMenu(): Menu {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('A part of a menu outside its DropdownMenu');
  return menu;
}

export function DropdownMenu({
  children,
  onOpenChange,
}: {
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
}) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const open = (opening: Opening) =>
    void parts.load().then((loaded) => {
      setDrawn({ parts: loaded, opening });
      onOpenChange?.(true);
    });
  if (!drawn) return <MenuContext.Provider value={{ open }}>{children}</MenuContext.Provider>;
  const Root = drawn.parts.Root;
  return (
    <MenuContext.Provider value={{ open, ...drawn }}>
      <Root
        defaultOpen
        onOpenChange={(next) => {
          // How it was first opened matters to that opening only: Radix sees the keys itself from then on.
          if (!next) setDrawn({ parts: drawn.parts });
          onOpenChange?.(next);
        }}
      >
        {children}
      </Root>
    </MenuContext.Provider>
  );
}

/** The menu's button (its one child, which takes the trigger's attributes and handlers). */
export function DropdownMenuTrigger({ children }: { asChild: true; children: ReactElement }) {
  const menu = useMenu();
  if (menu.parts) return <menu.parts.Trigger asChild>{children}</menu.parts.Trigger>;
  return (
    <Slot
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={parts.preload}
      onFocus={parts.preload}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the button does not take focus, the menu does.
        event.preventDefault();
        menu.open('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        menu.open('keyboard');
      }}
    >
      {children}
    </Slot>
  );
}

export function DropdownMenuContent(props: ComponentProps<typeof Parts.Content>) {
  const menu = useMenu();
  return menu.parts ? <menu.parts.Content focusFirstItem={menu.opening === 'keyboard'} {...props} /> : null;
}

export function DropdownMenuItem(props: ComponentProps<typeof Parts.Item>) {
  const { parts } = useMenu();
  return parts ? <parts.Item {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Parts.Label>) {
  const { parts } = useMenu();
  return parts ? <parts.Label {...props} /> : null;
}

export function DropdownMenuSeparator() {
  const { parts } = useMenu();
  return parts ? <parts.Separator /> : null;
}
