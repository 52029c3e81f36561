import type { PreferencesInput } from '@shared/account/preferences.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Skeleton } from '@client/components/ui/spinner';
import { useSession } from '@client/lib/session';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { usePreferences, useSavePreferences } from '../api/preferences.api';
import { AppearanceSection, NotificationsSection, RegionalSection, SystemSection } from './preference-sections';
import { useT } from '@client/i18n/use-t';

/** /profile-settings: appearance, regional, notification and system preferences, each saved as it is changed. */
export function ProfileSettingsPage() {
  const t = useT();
  useDocumentTitle(t('profile-settings.page.title'));
  const { user } = useSession();
  const saved = usePreferences(user!);
  const save = useSavePreferences();
  // What was just chosen shows at once; the server's answer then takes its place.
  const values = saved && save.isPending ? { ...saved, ...save.variables } : saved;
  const props = values && {
    values,
    pending: save.isPending,
    save: (input: PreferencesInput) => save.mutate(input),
  };
  return (
    <div className="space-y-6">
      <PageHeader title={t('profile-settings.page.title')} description={t('profile-settings.page.description')} />
      {props ? (
        <>
          <AppearanceSection {...props} />
          <RegionalSection {...props} />
          <NotificationsSection {...props} />
          <SystemSection {...props} />
        </>
      ) : (
        <div className="space-y-6" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      )}
    </div>
  );
}
