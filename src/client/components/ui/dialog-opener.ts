/**
 * Where focus goes back when a dialog closes. Radix returns it to its own Trigger only, and most of our dialogs
 * have none: they open from state set by a button, a table row, a menu item or another dialog, so focus fell to
 * <body> and a keyboard user had to start again from the top of the page. Each dialog instead remembers what
 * was focused when it opened (its opener), and the chain behind it: a menu item stands for the button that
 * opened its menu (the item is gone once the menu closes), and an opener inside another dialog is followed by
 * that dialog's own chain (its button is gone once that dialog gives way to this one).
 */

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The chain of each dialog's content element, so that a dialog opened from inside it can continue it. */
const chains = new WeakMap<Element, HTMLElement[]>();

type Focused = { element: HTMLElement; dialog: Element | null };

/** The element focused and the dialog it is in, taken while both are still on the page. */
function focused(element: HTMLElement): Focused {
  const opener = standIn(element);
  return { element: opener, dialog: opener.closest(DIALOG) };
}

/**
 * The last element focused: the opener when it has already left the page by the time the dialog appears (a menu
 * item, a button of the dialog this one replaces), which leaves focus on <body>. Its dialog is noted at once: a
 * button may leave its dialog before the dialog leaves the page (the content drawn without it as it closes).
 */
let lastFocused: Focused | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = focused(event.target);
  });
}

/** A menu item stands for the trigger of its menu (Radix labels a menu by its trigger's id). */
function standIn(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return trigger ?? element;
}

/**
 * Called when a dialog's content element appears, before it takes focus: what had focus (the opener), followed
 * by the chain of the dialog the opener was in. Kept by the dialog until it closes.
 */
export function rememberOpener(content: HTMLElement): HTMLElement[] {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? focused(active) : lastFocused;
  const chain =
    opener && !content.contains(opener.element)
      ? [opener.element, ...((opener.dialog && chains.get(opener.dialog)) || [])]
      : [];
  chains.set(content, chain);
  return chain;
}

/** Focuses the first element of the chain still on the page and focusable; false when none is. */
export function returnFocus(chain: HTMLElement[]): boolean {
  for (const element of chain) {
    if (!element.isConnected) continue;
    element.focus();
    if (document.activeElement === element) return true;
  }
  return false;
}
