import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n } from './i18n';

/** Outside the app's I18nProvider (a component test that renders one screen on its own): the app's i18n itself. */
const withoutProvider = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

/**
 * The translate function of a component: `t('invoices.list.title')`, `t('invoices.due', { date })`. Its component
 * draws again when the language changes. Every key is in the English catalogue of its folder
 * (`messages/en.json`); `src/test/i18n-catalogues.test.ts` holds every `t('...')` of the code to one.
 */
export function useT(): (id: string, values?: Record<string, unknown>) => string {
  return useContext(LinguiContext)?._ ?? withoutProvider;
}
