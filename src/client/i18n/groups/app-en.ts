import type { Messages } from '@lingui/core';

/** The app's English messages (the signed-in screens and the customers' pages), one chunk (see ../catalogues.ts). */
const files = import.meta.glob<Messages>(
  [
    '../../features/*/messages/en.json',
    '!../../features/marketing-site/messages/*.json',
    '../../components/messages/en.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(files)) as Messages;
