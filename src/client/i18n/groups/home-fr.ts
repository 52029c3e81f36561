import type { Messages } from '@lingui/core';

/** The landing page's French messages (and the components every page draws), one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/marketing-site/messages/fr.json',
    '../../components/{layout,ui,brand}/messages/fr.json',
    '../../app/messages/fr.json',
    // The texts of src/shared and the server's answers (i18n/translate-message.ts): forms and toasts everywhere.
    '../../lib/messages/fr.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
