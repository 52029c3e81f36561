import type { BusinessRole } from '@shared/team/roles';
import { roleLabels } from '@shared/team/roles';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { useTranslateMessage } from '@client/i18n/translate-message';

const tones: Record<BusinessRole, BadgeTone> = { owner: 'violet', office: 'blue', technician: 'green' };

export function RoleBadge({ role }: { role: BusinessRole }) {
  const tm = useTranslateMessage();
  return <Badge tone={tones[role]}>{tm(roleLabels[role])}</Badge>;
}
