import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../content/pricing-faq';

/** Native disclosure widgets: keyboard and screen-reader support without any script. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="pb-4 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
