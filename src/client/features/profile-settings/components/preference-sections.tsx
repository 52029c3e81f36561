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

const themeNames = { light: 'Light', dark: 'Dark', auto: 'Auto (follow the system)' } as const;

export function AppearanceSection({ values, save }: SectionProps) {
  return (
    <Section title="Appearance" description="How the app looks on every device you sign in on.">
      <Field id="pref-theme" label="Theme" className="max-w-sm">
        <NativeSelect
          id="pref-theme"
          value={values.theme}
          onChange={(e) => save({ theme: e.target.value as Preferences['theme'] })}
        >
          {THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {themeNames[theme]}
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
  const zones = OFFERED_TIMEZONES.some((z) => z.value === values.timezone)
    ? OFFERED_TIMEZONES
    : [...OFFERED_TIMEZONES, { value: values.timezone, label: values.timezone }];
  return (
    <Section title="Regional" description="Your time zone, language, and how dates and numbers are written.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="pref-timezone" label="Time zone" hint="Times and your weekly e-mail follow it.">
          <NativeSelect id="pref-timezone" value={values.timezone} onChange={(e) => save({ timezone: e.target.value })}>
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="pref-language" label="Language">
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
        <Field id="pref-date-format" label="Date format" hint={`For example ${formatDate(SAMPLE_DAY)}`}>
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
        <Field id="pref-number-format" label="Number format" hint={`For example ${formatMoney('1234.56')}`}>
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

const notificationSwitches = [
  [
    'emailNotifications',
    'Email notifications',
    'E-mails about your business: quotes answered, payments, bookings, leads and orders.',
  ],
  ['pushNotifications', 'In-app notifications', 'New entries under the bell at the top of every screen.'],
  ['marketingEmails', 'Marketing emails', 'The Crewdesk newsletter: product news and tips.'],
  ['weeklyDigest', 'Weekly digest', 'Your weekly TODO e-mail.'],
] as const;

/** Auto-save is stored (`autoSave`) but not offered until the quote and invoice forms keep drafts. */
const systemSwitches = [['compactView', 'Compact view', 'Denser tables and lists, to see more rows at once.']] as const;

function Switches(props: SectionProps & { switches: typeof notificationSwitches | typeof systemSwitches }) {
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
  return (
    <Section title="Notifications" description="What we tell you, and how.">
      <Switches {...props} switches={notificationSwitches} />
    </Section>
  );
}

export function SystemSection(props: SectionProps) {
  return (
    <Section title="System" description="How the app behaves as you work.">
      <Switches {...props} switches={systemSwitches} />
    </Section>
  );
}
