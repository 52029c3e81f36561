import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  BUSINESS_TYPES,
  businessTypeLabels,
  connectAccountSchema,
  type ConnectAccountInput,
} from '@shared/payments/connected-accounts.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useConnectAccount } from '../api/payments.api';
import { TestModeNotice } from './connected-accounts';
import { useT } from '@client/i18n/use-t';

/**
 * The business's details for Stripe. Stripe is the one processor offered (the server refuses the others), so it is
 * chosen already. Connecting closes the dialog (`onConnected`); with Stripe the browser then goes to its onboarding.
 */
export function ConnectAccountForm({ testMode, onConnected }: { testMode: boolean; onConnected: () => void }) {
  const connect = useConnectAccount();
  const form = useForm<ConnectAccountInput, unknown, z.output<typeof connectAccountSchema>>({
    resolver: zodResolver(connectAccountSchema),
    // No business type until one is chosen: the select starts on its prompt.
    defaultValues: { processor: 'stripe', businessName: '', taxId: '' },
  });
  const errors = form.formState.errors;
  const t = useT();

  const submit = form.handleSubmit((values) =>
    connect.mutate(values, {
      onSuccess: onConnected,
      onError: (error) => showFieldErrors(form.setError, error),
    }),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {testMode && <TestModeNotice />}
      <Field id="connect-processor" label={t('payments.connect.processor')} error={errors.processor?.message}>
        <NativeSelect
          id="connect-processor"
          {...invalidProps('connect-processor', errors.processor?.message)}
          {...form.register('processor')}
        >
          <option value="stripe">Stripe</option>
        </NativeSelect>
      </Field>
      <Field id="connect-businessName" label={t('payments.connect.businessName')} error={errors.businessName?.message}>
        <Input
          id="connect-businessName"
          autoComplete="organization"
          {...invalidProps('connect-businessName', errors.businessName?.message)}
          {...form.register('businessName')}
        />
      </Field>
      <Field id="connect-businessType" label={t('payments.account.businessType')} error={errors.businessType?.message}>
        <NativeSelect
          id="connect-businessType"
          {...invalidProps('connect-businessType', errors.businessType?.message)}
          {...form.register('businessType')}
        >
          <option value="">{t('payments.connect.businessTypePrompt')}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {businessTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="connect-taxId"
        label={t('payments.connect.taxId')}
        hint={t('payments.connect.taxIdHint')}
        error={errors.taxId?.message}
      >
        <Input
          id="connect-taxId"
          inputMode="numeric"
          autoComplete="off"
          {...invalidProps('connect-taxId', errors.taxId?.message)}
          {...form.register('taxId')}
        />
      </Field>
      {!testMode && <p className="text-sm text-muted">{t('payments.connect.stripeNote')}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? t('payments.connect.pending') : t('payments.connect.submit')}
        </Button>
      </div>
    </form>
  );
}
