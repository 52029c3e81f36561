import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesInput } from '@shared/account/preferences.schemas';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { USER_KEY } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

export const PREFERENCES_KEY = ['/api/user/preferences'] as const;

/**
 * The signed-in user's preferences. They come with the user (`GET /api/user`, or the page's data); only a user
 * answered by sign-in, which carries none, asks for them once.
 */
export function usePreferences(user: PublicUser): Preferences | undefined {
  const query = useQuery<Preferences>({ queryKey: PREFERENCES_KEY, enabled: !user.preferences });
  return user.preferences ?? query.data;
}

/** Saves some preferences; the answer becomes the user's everywhere in the app at once. */
export function useSavePreferences(opts: { quiet?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput) => apiJson<Preferences>('PUT', '/api/user/preferences', input),
    onSuccess: (preferences) => {
      client.setQueryData(PREFERENCES_KEY, preferences);
      client.setQueryData<PublicUser | null>(USER_KEY, (user) =>
        user ? { ...user, timezone: preferences.timezone, preferences } : user,
      );
      if (!opts.quiet) {
        toast.success(t('profile-settings.toast.updated'), { description: t('profile-settings.toast.updatedText') });
      }
    },
    onError: (error) =>
      toast.error(t('profile-settings.toast.failed'), {
        description: serverMessage(error) ?? t('profile-settings.toast.tryAgain'),
      }),
  });
}
