import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useT } from '@client/i18n/use-t';
import { VisitProgressTab } from './visit-progress-tab';
import { VisitTasksTab } from './visit-tasks-tab';

/** A visit's checklist and log, opened under its card on Today's Schedule. */
export function TodayVisitWork({ visit }: { visit: Appointment }) {
  const t = useT();
  return (
    <Tabs defaultValue="tasks" className="space-y-3">
      <TabsList>
        <TabsTrigger value="tasks" className="h-10">
          {t('scheduling.common.tasks')}
        </TabsTrigger>
        <TabsTrigger value="progress" className="h-10">
          {t('scheduling.common.progress')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="tasks">
        <VisitTasksTab visit={visit} />
      </TabsContent>
      <TabsContent value="progress">
        <VisitProgressTab visit={visit} />
      </TabsContent>
    </Tabs>
  );
}
