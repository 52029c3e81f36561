import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useController, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { LineItem } from '@shared/billing/line-items';
import type { Service } from '@shared/company/company.schemas';
import { formatMoney } from '@shared/money';
import { emptyItem, type LineItemValues } from '../lib/line-item-values';
import { serviceLineDescription, servicesQuery } from '../lib/service-lookup';
import { ServicePicker } from './service-picker';
import { Button } from './ui/button';
import { invalidProps } from './ui/field';
import { Input } from './ui/input';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';
import { translateMessage, useTranslateMessage } from '@client/i18n/translate-message';

const labelClass = 'text-xs font-medium text-muted md:sr-only';

function Message({ id, text }: { id: string; text?: string }) {
  const message = useTranslateMessage();
  if (!text) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
      {message(text)}
    </p>
  );
}

/** The quantity input of an invoice (hundredths) or a quote (whole numbers). */
const quantityInputs = {
  decimal: { step: '0.01', min: '0.01', inputMode: 'decimal' },
  whole: { step: '1', min: '1', inputMode: 'numeric' },
} as const;

type ItemsForm = { items: LineItemValues[] };

/** The line's service: picking one fills its description and rate, which stay editable. */
function LineService({
  form,
  index,
  id,
  services,
}: {
  form: UseFormReturn<ItemsForm>;
  index: number;
  id: string;
  services: Service[];
}) {
  const t = useT();
  const { field, fieldState } = useController({ control: form.control, name: `items.${index}.serviceId` });
  const error = fieldState.error?.message;
  return (
    // Its own row above the line's fields, so that they stay level with one another on a wide screen.
    <div className="col-span-3 space-y-1 md:col-span-5 md:max-w-md">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {t('components.lineItems.service')}
      </label>
      <ServicePicker
        id={id}
        services={services}
        value={field.value}
        error={error}
        inputRef={field.ref}
        onSelect={(service) => {
          field.onChange(service?.id ?? null);
          if (!service) return;
          const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
          form.setValue(`items.${index}.description`, serviceLineDescription(service), options);
          if (service.baseRate) form.setValue(`items.${index}.rate`, service.baseRate, options);
        }}
      />
      <Message id={id} text={error} />
    </div>
  );
}

/** The lines of an invoice or quote: description, quantity, rate and the amount they make, with rows to add and remove. */
export function LineItemsFields<Values extends ItemsForm, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
  /** The computed lines, in the rows' order. */
  lines: LineItem[];
  quantity: keyof typeof quantityInputs;
  /** Starts each control's id (`<idPrefix>-0-rate`). */
  idPrefix: string;
  testId: string;
}) {
  // Only the form's `items` are touched here, so it is seen as a form of items alone.
  const t = useT();
  const form = props.form as unknown as UseFormReturn<ItemsForm>;
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const itemErrors = formState.errors.items;
  const listError = itemErrors?.message ?? itemErrors?.root?.message;
  // Not there (still loading, or unreadable): the lines are typed by hand, as before services existed.
  const { data: services } = useQuery(servicesQuery);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t('components.lineItems.items')}</legend>
      <div className="hidden grid-cols-[1fr_6rem_7rem_7rem_2.5rem] gap-2 text-xs font-medium text-muted md:grid">
        <span>{t('components.lineItems.description')}</span>
        <span>{t('components.lineItems.quantity')}</span>
        <span>{t('components.lineItems.rate')}</span>
        <span className="text-right">{t('components.lineItems.amount')}</span>
      </div>
      {services?.length === 0 && (
        <p className="text-xs text-muted">
          <Trans
            id="components.lineItems.noServices"
            components={{ link: <Link to="/company#services" className="font-medium underline underline-offset-2" /> }}
          />
        </p>
      )}
      {fields.map((field, i) => {
        const errors = itemErrors?.[i];
        const id = (name: string) => `${props.idPrefix}-${i}-${name}`;
        return (
          <div
            key={field.id}
            data-testid={props.testId}
            className="grid grid-cols-3 gap-2 rounded-lg border p-3 md:grid-cols-[1fr_6rem_7rem_7rem_2.5rem] md:items-start md:border-0 md:p-0"
          >
            {services && services.length > 0 && (
              <LineService form={form} index={i} id={id('service')} services={services} />
            )}
            <div className="col-span-3 space-y-1 md:col-span-1">
              <label htmlFor={id('description')} className={labelClass}>
                {t('components.lineItems.description')}
              </label>
              <Input
                id={id('description')}
                placeholder={t('components.lineItems.descriptionPlaceholder')}
                {...invalidProps(id('description'), errors?.description?.message)}
                {...register(`items.${i}.description`)}
              />
              <Message id={id('description')} text={errors?.description?.message} />
            </div>
            <div className="space-y-1">
              <label htmlFor={id('quantity')} className={labelClass}>
                {t('components.lineItems.quantity')}
              </label>
              <Input
                id={id('quantity')}
                type="number"
                {...quantityInputs[props.quantity]}
                {...invalidProps(id('quantity'), errors?.quantity?.message)}
                {...register(`items.${i}.quantity`)}
              />
              <Message id={id('quantity')} text={errors?.quantity?.message} />
            </div>
            <div className="space-y-1">
              <label htmlFor={id('rate')} className={labelClass}>
                {t('components.lineItems.rate')}
              </label>
              <Input
                id={id('rate')}
                type="number"
                step="0.01"
                min="0"
                inputMode="decimal"
                placeholder="0.00"
                {...invalidProps(id('rate'), errors?.rate?.message)}
                {...register(`items.${i}.rate`)}
              />
              <Message id={id('rate')} text={errors?.rate?.message} />
            </div>
            <div className="space-y-1">
              <span className={labelClass} aria-hidden>
                {t('components.lineItems.amount')}
              </span>
              <output
                aria-label={t('components.lineItems.amountOf', { number: i + 1 })}
                className="flex h-10 items-center justify-end rounded-md bg-slate-100 px-3 text-sm font-medium dark:bg-slate-800"
              >
                {formatMoney(props.lines[i]?.amount ?? 0)}
              </output>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="col-span-3 justify-self-end md:col-span-1"
              aria-label={t('components.lineItems.remove', { number: i + 1 })}
              onClick={() => remove(i)}
            >
              <Trash2 />
            </Button>
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {translateMessage(listError)}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={() => append(emptyItem())}>
        <Plus /> {t('components.lineItems.add')}
      </Button>
    </fieldset>
  );
}
