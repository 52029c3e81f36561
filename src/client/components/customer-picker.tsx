import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { CustomerOption, CustomerOptionsQuery } from '../lib/customer-lookup';
import { cx } from '../lib/cx';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { invalidProps } from './ui/field';
import { SearchInput } from './ui/search-input';
import { useT } from '@client/i18n/use-t';

/** A searchable select of the company's customers: type to search on the server, pick with mouse or keys. */
export function CustomerPicker({
  id,
  inputRef,
  initialName,
  error,
  optionsQuery,
  onSelect,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The customer already chosen (editing, or started from a customer). */
  initialName: string;
  error?: string;
  /** The customers matching a search (the first ones for a blank one). */
  optionsQuery: CustomerOptionsQuery;
  onSelect: (customer: CustomerOption) => void;
}) {
  const t = useT();
  const listId = useId();
  const [chosen, setChosen] = useState(initialName);
  const [text, setText] = useState(initialName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The chosen name in the box is not a search: show the first customers instead.
  const term = useDebouncedValue(text.trim() === chosen ? '' : text.trim());
  const { data: customers = [], isFetching } = useQuery({ ...optionsQuery(term), enabled: open });

  const choose = (customer: CustomerOption) => {
    onSelect(customer);
    setChosen(customer.name);
    setText(customer.name);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (customers.length ? (i + step + customers.length) % customers.length : 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault(); // picks the customer instead of submitting the form
      if (customers[active]) choose(customers[active]);
    } else if (e.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <SearchInput
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && customers[active] ? `${listId}-${customers[active].id}` : undefined}
        placeholder={t('components.customerPicker.placeholder')}
        value={text}
        {...invalidProps(id, error)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setText(chosen);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('components.customerPicker.listLabel')}
          className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-card py-1 shadow-lg"
        >
          {customers.map((c, i) => (
            <li
              key={c.id}
              id={`${listId}-${c.id}`}
              role="option"
              aria-selected={i === active}
              className={cx('cursor-pointer px-3 py-2 text-sm', i === active && 'bg-slate-100 dark:bg-slate-800')}
              // Keeps the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(c)}
            >
              <span className="block font-medium">{c.name}</span>
              <span className="block truncate text-xs text-muted">
                {c.email ?? t('components.customerPicker.noEmail')}
              </span>
            </li>
          ))}
          {customers.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-sm text-muted">
              {isFetching
                ? t('components.customerPicker.searching')
                : term
                  ? t('components.customerPicker.noMatch', { term })
                  : t('components.customerPicker.none')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * For the dialog holding a picker (`onEscapeKeyDown`): Escape while the customer list is open closes the list,
 * not the whole dialog. The dialog hears Escape on the document, before the input could stop it.
 */
export function keepDialogOpenWhileListOpen(event: globalThis.KeyboardEvent) {
  if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}
