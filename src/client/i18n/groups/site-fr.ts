import type { Messages } from '@lingui/core';

/** The other public pages' and the sign-in's French messages, one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  ['../../features/marketing-site/components/pages/messages/fr.json', '../../features/auth/messages/fr.json'],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
