import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { Input } from './input';

/** A search box: the magnifier inside, on the left. `className` is for the box's wrapper (its width). */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className={cx('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
