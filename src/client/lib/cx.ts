import { clsx } from 'clsx';

/**
 * Joins class names without resolving conflicts. The parts every visitor downloads first (buttons, fields,
 * logo, skeletons, the public pages) use it to keep tailwind-merge off the landing page; their callers only
 * add classes that do not fight the component's own (size and layout through variants and props instead).
 */
export const cx = clsx;
