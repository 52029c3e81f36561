import type { ReactNode } from 'react';
import {
  DATE_FORMATS,
  LANGUAGES,
  languageNames,
  NUMBER_FORMATS,
  OFFERED_TIMEZONES,
  THEMES,
  type Preferences,
  type PreferencesInput,
} from '@shared/account/preferences.schemas';
import { formatMoney } from '@shared/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/input';
import { formatDate } from '@client/lib/dates';
import { SwitchRow } from '@client/components/ui/switch-row';
import { useT } from '@client/i18n/use-t';

export type SectionProps = { values: Preferences; save: (input: PreferencesInput) => void; pending: boolean };

function Section(props: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>{props.children}</CardContent>
    </Card>
  );
}

type Translate = (id: string, values?: Record<string, unknown>) => string;

const themeNames = (t: Translate) => ({
  light: t('profile-settings.appearance.light'),
  dark: t('profile-settings.appearance.dark'),
  auto: t('profile-settings.appearance.auto'),
});

export function AppearanceSection({ values, save }: SectionProps) {
  const t = useT();
  const names = themeNames(t);
  return (
    <Section title={t('profile-settings.appearance.title')} description={t('profile-settings.appearance.description')}>
      <Field id="pref-theme" label={t('profile-settings.appearance.theme')} className="max-w-sm">
        <NativeSelect
          id="pref-theme"
          value={values.theme}
          onChange={(e) => save({ theme: e.target.value as Preferences['theme'] })}
        >
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {names[theme]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </Section>
  );
}

/** A sample day: the 5th of March, so day and month cannot be mistaken for each other. */
const SAMPLE_DAY = '2024-03-05';

export function RegionalSection({ values, save }: SectionProps) {
  const t = useT();
  const zones = OFFERED_TIMEZONES.some((z) => z.value === values.timezone)
    ? OFFERED_TIMEZONES
    : [...OFFERED_TIMEZONES, { value: values.timezone, label: values.timezone }];
  return (
    <Section title={t('profile-settings.regional.title')} description={t('profile-settings.regional.description')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="pref-timezone"
          label={t('profile-settings.regional.timezone')}
          hint={t('profile-settings.regional.timezoneHint')}
        >
          <NativeSelect id="pref-timezone" value={values.timezone} onChange={(e) => save({ timezone: e.target.value })}>
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="pref-language" label={t('profile-settings.regional.language')}>
          <NativeSelect
            id="pref-language"
            value={values.language}
            onChange={(e) => save({ language: e.target.value as Preferences['language'] })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageNames[language]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="pref-date-format"
          label={t('profile-settings.regional.dateFormat')}
          hint={t('profile-settings.regional.example', { sample: formatDate(SAMPLE_DAY) })}
        >
          <NativeSelect
            id="pref-date-format"
            value={values.dateFormat}
            onChange={(e) => save({ dateFormat: e.target.value as Preferences['dateFormat'] })}
          >
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="pref-number-format"
          label={t('profile-settings.regional.numberFormat')}
          hint={t('profile-settings.regional.example', { sample: formatMoney('1234.56') })}
        >
          <NativeSelect
            id="pref-number-format"
            value={values.numberFormat}
            onChange={(e) => save({ numberFormat: e.target.value as Preferences['numberFormat'] })}
          >
            {NUMBER_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </Section>
  );
}

type SwitchName =
  'emailNotifications' | 'pushNotifications' | 'marketingEmails' | 'weeklyDigest' | 'autoSave' | 'compactView';
type Switch = readonly [name: SwitchName, label: string, description: string];

const notificationSwitches = (t: Translate): Switch[] => [
  ['emailNotifications', t('profile-settings.notifications.email'), t('profile-settings.notifications.emailText')],
  ['pushNotifications', t('profile-settings.notifications.push'), t('profile-settings.notifications.pushText')],
  ['marketingEmails', t('profile-settings.notifications.marketing'), t('profile-settings.notifications.marketingText')],
  ['weeklyDigest', t('profile-settings.notifications.digest'), t('profile-settings.notifications.digestText')],
];

const systemSwitches = (t: Translate): Switch[] => [
  ['autoSave', t('profile-settings.system.autoSave'), t('profile-settings.system.autoSaveText')],
  ['compactView', t('profile-settings.system.compact'), t('profile-settings.system.compactText')],
];

function Switches(props: SectionProps & { switches: Switch[] }) {
  return (
    <div className="divide-y">
      {props.switches.map(([name, label, description]) => (
        <SwitchRow
          key={name}
          id={`pref-${name}`}
          label={label}
          description={description}
          checked={props.values[name]}
          onChange={(checked) => props.save({ [name]: checked })}
        />
      ))}
    </div>
  );
}

export function NotificationsSection(props: SectionProps) {
  const t = useT();
  return (
    <Section
      title={t('profile-settings.notifications.title')}
      description={t('profile-settings.notifications.description')}
    >
      <Switches {...props} switches={notificationSwitches(t)} />
    </Section>
  );
}

export function SystemSection(props: SectionProps) {
  const t = useT();
  return (
    <Section title={t('profile-settings.system.title')} description={t('profile-settings.system.description')}>
      <Switches {...props} switches={systemSwitches(t)} />
    </Section>
  );
}
