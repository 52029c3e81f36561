import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';

export const fieldClass =
  'flex w-full rounded-md border bg-card px-3 py-2 text-sm placeholder:text-slate-400 focus-visible:outline-2 disabled:opacity-60 aria-[invalid=true]:border-red-500';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(fieldClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(fieldClass, 'min-h-20', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx(fieldClass, 'h-10', className)} {...props} />;
}
