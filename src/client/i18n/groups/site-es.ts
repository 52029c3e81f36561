import type { Messages } from '@lingui/core';

/** The other public pages' and the sign-in's Spanish messages, one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  ['../../features/marketing-site/components/pages/messages/es.json', '../../features/auth/messages/es.json'],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
