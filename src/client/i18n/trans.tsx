import { LinguiContext } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useContext } from 'react';
import { i18n } from './i18n';

/**
 * `<Trans id="x.y" values={{ name }} components={{ link: <Link to="/terms" /> }} />`: a message with rich text, as
 * Lingui's own `Trans`, which also renders outside the app's I18nProvider (a component test that renders one screen
 * on its own), with the app's i18n itself, as `useT` does.
 */
export function Trans(props: TransProps) {
  const lingui = useContext(LinguiContext) ?? { i18n };
  return <TransNoContext {...props} lingui={lingui} />;
}
