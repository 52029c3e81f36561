import type { Messages } from '@lingui/core';

/** The landing page's French messages (and the components every page draws), one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/marketing-site/messages/fr.json',
    '../../components/{layout,ui,brand}/messages/fr.json',
    '../../app/messages/fr.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
