import type { Messages } from '@lingui/core';

/** The public site's Spanish messages, one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/{marketing-site,auth}/messages/es.json',
    '../../components/{layout,ui,brand}/messages/es.json',
    '../../app/messages/es.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
