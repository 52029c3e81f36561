import { useRef, useState, type FormEvent } from 'react';
import {
  ALERTED_SEVERITIES,
  SEVERITIES,
  testErrorInputSchema,
  type Severity,
} from '@shared/error-monitoring/error-monitoring.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { NativeSelect, Textarea } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { useCreateTestError } from '../api/error-monitoring.api';
import { severityLabels } from './severity-badge';
import { useT } from '@client/i18n/use-t';

/** Testing: records an error of the chosen severity, exactly as a real one (high and critical send their alert). */
export function TestingTab() {
  const t = useT();
  const [severity, setSeverity] = useState<Severity>('medium');
  const [message, setMessage] = useState(() => t('error-monitoring.testing.defaultMessage'));
  const [error, setError] = useState<string>();
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const create = useCreateTestError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = testErrorInputSchema.safeParse({ severity, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      messageInput.current?.focus();
      return;
    }
    setError(undefined);
    create.mutate({ severity, message }, { onError: (err) => setError(fieldErrors(err).message) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('error-monitoring.testing.title')}</CardTitle>
        <CardDescription>{t('error-monitoring.testing.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="max-w-lg space-y-5" onSubmit={submit} noValidate>
          <Field
            id="test-severity"
            label={t('error-monitoring.logs.severity')}
            hint={
              ALERTED_SEVERITIES.includes(severity)
                ? t('error-monitoring.testing.sendsAlert')
                : t('error-monitoring.testing.loggedOnly')
            }
          >
            <NativeSelect id="test-severity" value={severity} onChange={(e) => setSeverity(e.target.value as Severity)}>
              {SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {severityLabels(t)[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="test-message" label={t('error-monitoring.logs.message')} error={error}>
            <Textarea
              ref={messageInput}
              id="test-message"
              value={message}
              maxLength={1000}
              onChange={(e) => {
                setMessage(e.target.value);
                setError(undefined);
              }}
              {...invalidProps('test-message', error)}
            />
          </Field>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('error-monitoring.testing.creating') : t('error-monitoring.page.createTest')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
