import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('rounded-xl border bg-card shadow-sm', className)} {...props} />;
}

/**
 * A card's header. It stacks its children (title, description) unless `row` lays them out as a row (a title on the
 * left, an action such as a link on the right), which has no use for the stacking space.
 */
export function CardHeader({ className, row = false, ...props }: ComponentProps<'div'> & { row?: boolean }) {
  return (
    <div
      className={cx(row ? 'flex flex-row items-center justify-between gap-2' : 'space-y-1', 'p-5 pb-3', className)}
      {...props}
    />
  );
}

/**
 * `base` is for the smaller titles of a dense card (the quote preview's). It keeps the line height that goes with
 * text-base, as these titles always had: the tight leading is only for the large default.
 */
const titleSizes = {
  lg: 'text-lg font-semibold leading-tight',
  base: 'text-base font-semibold',
};

/** A card's heading: an h2, or the page's h1 where the card is the whole page. */
export function CardTitle({
  className,
  as: Heading = 'h2',
  size = 'lg',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2'; size?: keyof typeof titleSizes }) {
  return <Heading className={cx(titleSizes[size], className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('text-sm text-muted', className)} {...props} />;
}

/**
 * A card's body, padded to follow a CardHeader. A `flush` body has no padding of its own: a list or table that
 * runs to the card's edges, or a card without a header whose caller gives the padding it needs (`p-5`, `p-6`...).
 */
export function CardContent({ className, flush = false, ...props }: ComponentProps<'div'> & { flush?: boolean }) {
  return <div className={cx(!flush && 'p-5 pt-0', className)} {...props} />;
}
