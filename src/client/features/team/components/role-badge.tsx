import type { BusinessRole } from '@shared/team/roles';
import { roleLabels } from '@shared/team/roles';
import { Badge, type BadgeTone } from '@client/components/ui/badge';

const tones: Record<BusinessRole, BadgeTone> = { owner: 'violet', office: 'blue', technician: 'green' };

export function RoleBadge({ role }: { role: BusinessRole }) {
  return <Badge tone={tones[role]}>{roleLabels[role]}</Badge>;
}
