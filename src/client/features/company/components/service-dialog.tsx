import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serviceInputSchema, type Service } from '@shared/company/company.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { useSaveService } from '../api/company.api';
import { useT } from '@client/i18n/use-t';

type FormValues = z.input<typeof serviceInputSchema>;

export function ServiceDialog({ service, trigger }: { service?: Service; trigger: ReactElement }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const save = useSaveService(service?.id);
  const form = useForm<FormValues, unknown, z.output<typeof serviceInputSchema>>({
    resolver: zodResolver(serviceInputSchema),
    values: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      baseRate: service?.baseRate ?? '',
      category: service?.category ?? '',
    },
  });
  const errors = form.formState.errors;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader
          title={service ? t('company.service.edit') : t('company.service.add')}
          description={t('company.service.description')}
        />
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => save.mutate(v, { onSuccess: () => setOpen(false) }))}
        >
          <Field id="service-name" label={t('company.service.name')} error={errors.name?.message}>
            <Input
              id="service-name"
              {...invalidProps('service-name', errors.name?.message)}
              {...form.register('name')}
            />
          </Field>
          <Field
            id="service-description"
            label={t('company.service.descriptionLabel')}
            error={errors.description?.message}
          >
            <Textarea id="service-description" rows={3} {...form.register('description')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="service-rate" label={t('company.service.baseRate')} error={errors.baseRate?.message}>
              <Input
                id="service-rate"
                inputMode="decimal"
                placeholder="75.00"
                {...invalidProps('service-rate', errors.baseRate?.message)}
                {...form.register('baseRate')}
              />
            </Field>
            <Field id="service-category" label={t('company.service.category')} error={errors.category?.message}>
              <Input id="service-category" {...form.register('category')} />
            </Field>
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('company.saving') : service ? t('company.service.save') : t('company.service.add')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
