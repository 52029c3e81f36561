import type { Messages } from '@lingui/core';

/** The public site's French messages, one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/{marketing-site,auth}/messages/fr.json',
    '../../components/{layout,ui,brand}/messages/fr.json',
    '../../app/messages/fr.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
