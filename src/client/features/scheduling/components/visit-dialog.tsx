import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useT } from '@client/i18n/use-t';
import { visitQuery } from '../api/scheduling.queries';
import { VisitActions } from './visit-actions';
import { VisitDetails } from './visit-details';
import { visitWhen } from './visit-format';
import { VisitProgressTab } from './visit-progress-tab';
import { VisitTasksTab } from './visit-tasks-tab';

/** The visit as last read: the one clicked is shown at once while its own read brings it up to date. */
function useFreshVisit(visit: Appointment | null) {
  const id = visit?.id ?? 0;
  const fresh = useQuery({ ...visitQuery(id), placeholderData: visit ?? undefined, enabled: visit !== null });
  return visit ? (fresh.data ?? visit) : null;
}

/** A visit's details, tasks and progress, with what can be done with it. */
export function VisitDialog(props: {
  visit: Appointment | null;
  timeZone: string;
  onClose: () => void;
  onEdit: (visit: Appointment) => void;
}) {
  const t = useT();
  const visit = useFreshVisit(props.visit);
  const [tab, setTab] = useState('details');
  const close = () => {
    setTab('details');
    props.onClose();
  };

  return (
    <Dialog open={visit !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent size="2xl">
        {visit && (
          <>
            <DialogHeader title={visit.title} description={visitWhen(visit, props.timeZone)} />
            <Tabs value={tab} onValueChange={setTab} className="space-y-4">
              <TabsList className="grid-cols-3">
                <TabsTrigger value="details">{t('scheduling.visit.details')}</TabsTrigger>
                <TabsTrigger value="tasks">
                  {visit.tasks.total > 0
                    ? t('scheduling.visit.tasksCount', { done: visit.tasks.done, total: visit.tasks.total })
                    : t('scheduling.common.tasks')}
                </TabsTrigger>
                <TabsTrigger value="progress">{t('scheduling.common.progress')}</TabsTrigger>
              </TabsList>
              <TabsContent value="details" className="space-y-5">
                <VisitDetails visit={visit} timeZone={props.timeZone} />
                <div className="border-t pt-4">
                  <VisitActions
                    key={visit.id}
                    visit={visit}
                    onEdit={() => {
                      setTab('details');
                      props.onEdit(visit);
                    }}
                    onDeleted={close}
                  />
                </div>
              </TabsContent>
              <TabsContent value="tasks">
                <VisitTasksTab visit={visit} />
              </TabsContent>
              <TabsContent value="progress">
                <VisitProgressTab visit={visit} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
