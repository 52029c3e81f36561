import { clsx } from 'clsx';

/**
 * Joins class names without resolving conflicts; it is the one way the whole app joins classes. Resolving them
 * took a 27 kB library that built its configuration inside the first render of every signed-in screen, so a
 * component's callers only add classes that do not fight the component's own: size, padding and layout go through
 * its variants and props instead (a Card's `flush` body, a dialog's `size`), and no element ends up with two
 * classes of the same kind, such as two paddings, between which only the stylesheet's order would choose.
 */
export const cx = clsx;
