import type { Messages } from '@lingui/core';

/** The landing page's Spanish messages (and the components every page draws), one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/marketing-site/messages/es.json',
    '../../components/{layout,ui,brand}/messages/es.json',
    '../../app/messages/es.json',
    // The texts of src/shared and the server's answers (i18n/translate-message.ts): forms and toasts everywhere.
    '../../lib/messages/es.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
