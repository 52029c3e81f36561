import type { Domain } from '@shared/storefronts/domain.schemas';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';
import { useSetDomainActive } from '../api/domains.api';

/** The domain's active switch (isActive); while the change is on its way it shows where it is going. */
export function DomainActiveSwitch({ domain, label }: { domain: Domain; label: string }) {
  const t = useT();
  const setActive = useSetDomainActive();
  const on = setActive.isPending ? !domain.isActive : domain.isActive;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t('domains.card.switchedOn', { name: label })}
      disabled={setActive.isPending}
      onClick={() => setActive.mutate({ id: domain.id, isActive: !domain.isActive })}
      className={cx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70',
        on ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600',
      )}
    >
      <span
        aria-hidden
        className={cx(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          on ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
