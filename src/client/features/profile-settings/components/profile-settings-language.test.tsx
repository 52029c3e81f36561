import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/account/preferences.schemas';
import { renderAdmin } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { activeLanguage, i18n, loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { useApplyPreferences } from './apply-preferences';
import { ProfileSettingsPage } from './profile-settings-page';

const saved: Preferences = {
  ...DEFAULT_PREFERENCES,
  timezone: 'America/New_York',
  securityAlerts: true,
  loginNotifications: true,
};
const owner = { ...sampleOwner, preferences: saved };

/** The screen as the app shell draws it: the user's preferences applied, inside the app's I18nProvider. */
function Screen({ preferences }: { preferences: Preferences }) {
  useApplyPreferences(preferences);
  return <ProfileSettingsPage />;
}

const render = (preferences: Preferences) =>
  renderAdmin(
    <I18nProvider i18n={i18n}>
      <Screen preferences={preferences} />
    </I18nProvider>,
    { ...owner, preferences },
  );

// The screens' messages, as the app loads them with the first screen (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the language of the app', { timeout: 20_000 }, () => {
  it('renders the screen in Spanish once switched, and the language names in their own language', async () => {
    mockApi({});
    await switchLanguage('es');
    render(saved);
    expect(screen.getByRole('heading', { name: 'Configuración del perfil' })).toBeInTheDocument();
    for (const name of ['Apariencia', 'Región', 'Notificaciones', 'Sistema']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Vista compacta' })).toBeInTheDocument();
    const languages = within(screen.getByLabelText('Idioma')).getAllByRole('option');
    expect(languages.map((option) => option.textContent)).toEqual(['English', 'Español', 'Français']);
    expect(document.documentElement.lang).toBe('es');
  });

  it("follows the user's saved language, and goes back to English on leaving the signed-in app", async () => {
    mockApi({});
    const { unmount } = render({ ...saved, language: 'fr' });
    // Once the French messages are loaded (a first import of them in a test takes a while).
    expect(
      await screen.findByRole('heading', { name: 'Paramètres du profil' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
    expect(activeLanguage()).toBe('fr');
    unmount();
    await vi.waitFor(() => expect(activeLanguage()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('is English again after a switch back', async () => {
    mockApi({});
    await switchLanguage('es');
    await switchLanguage('en');
    render(saved);
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Language')).toHaveValue('en');
  });
});
