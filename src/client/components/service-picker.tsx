import { ChevronsUpDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { Service } from '@shared/company/company.schemas';
import { formatMoney } from '@shared/money';
import { cx } from '../lib/cx';
import { invalidProps } from './ui/field';
import { Input } from './ui/input';
import { useT } from '@client/i18n/use-t';

const matches = (service: Service, term: string) =>
  [service.name, service.category, service.description].some((text) => text?.toLowerCase().includes(term));

/**
 * A select of the company's services (a combobox, as the customer picker): type to narrow the list, pick with the
 * mouse or the arrows and Enter. With a service chosen, the list starts with "No service", which lets the line go.
 */
export function ServicePicker({
  id,
  services,
  value,
  error,
  inputRef,
  onSelect,
}: {
  id: string;
  services: Service[];
  /** The chosen service's id (one deleted since shows an empty box, and may be let go). */
  value?: number | null;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onSelect: (service: Service | null) => void;
}) {
  const t = useT();
  const listId = useId();
  const chosen = services.find((s) => s.id === value);
  // null: not searching, the box shows the chosen service.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = text?.trim().toLowerCase() ?? '';
  const found = term ? services.filter((s) => matches(s, term)) : services;
  const options: (Service | null)[] = value && !term ? [null, ...found] : found;
  const optionId = (option: Service | null) => `${listId}-${option?.id ?? 'none'}`;

  const openList = () => {
    if (open) return;
    setActive(chosen ? options.indexOf(chosen) : 0);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setText(null);
  };
  const choose = (option: Service | null) => {
    onSelect(option);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (!open) openList();
      else setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault(); // picks the service instead of submitting the form
      if (active < options.length) choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active < options.length ? optionId(options[active]) : undefined}
        placeholder={t('components.servicePicker.placeholder')}
        className="pr-9"
        value={text ?? chosen?.name ?? ''}
        {...invalidProps(id, error)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={openList}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ChevronsUpDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('components.servicePicker.listLabel')}
          className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-card py-1 shadow-lg"
        >
          {options.map((option, i) => (
            <li
              key={option?.id ?? 'none'}
              id={optionId(option)}
              // Keeps the option the arrows reach in sight in a long list.
              ref={i === active ? (node) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined}
              role="option"
              aria-selected={i === active}
              className={cx('cursor-pointer px-3 py-2 text-sm', i === active && 'bg-slate-100 dark:bg-slate-800')}
              // Keeps the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(option)}
            >
              {option ? (
                <>
                  <span className="flex justify-between gap-2">
                    <span className="font-medium">{option.name}</span>
                    <span className="shrink-0">
                      {option.baseRate ? formatMoney(option.baseRate) : t('components.servicePicker.noBaseRate')}
                    </span>
                  </span>
                  {(option.category || option.description) && (
                    <span className="block truncate text-xs text-muted">
                      {[option.category, option.description].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </>
              ) : (
                <span className="text-muted">{t('components.servicePicker.noService')}</span>
              )}
            </li>
          ))}
          {options.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-sm text-muted">
              {t('components.servicePicker.noMatch', { term: text?.trim() })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
