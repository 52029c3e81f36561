import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useT } from '@client/i18n/use-t';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { nextWorkingStart } from './calendar-math';
import { CalendarView } from './calendar-view';
import { ScheduleSettingsTab } from './schedule-settings-tab';
import { TodaySchedule } from './today-schedule';
import { useScheduleZone } from './use-schedule-zone';
import { useTechnicianView } from './use-technician-view';
import { VisitDialog } from './visit-dialog';
import { preloadVisitForm, VisitFormDialog, type VisitFormTarget } from './visit-form-dialog';
import { VisitList } from './visit-list';

const TABS = ['calendar', 'list', 'today', 'settings'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null, tabs: readonly Tab[]): Tab => tabs.find((tab) => tab === value) ?? 'calendar';

/** A technician's schedule has no settings: those are the business's, set by the office. */
const TECHNICIAN_TABS = TABS.filter((tab) => tab !== 'settings');

/**
 * The schedule: the week, the list, today and the settings; the tab is in the address (`?tab=`). A technician's holds
 * only the visits assigned to them, to open and work on: nothing to book and no settings.
 */
export function SchedulingPage() {
  const t = useT();
  useDocumentTitle(t('scheduling.page.title'));
  const tabLabels: Record<Tab, string> = {
    calendar: t('scheduling.tab.calendar'),
    list: t('scheduling.tab.list'),
    today: t('scheduling.tab.today'),
    settings: t('scheduling.tab.settings'),
  };
  const technician = useTechnicianView();
  const tabs = technician ? TECHNICIAN_TABS : TABS;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), tabs);
  const { settings, timeZone } = useScheduleZone();
  const [formTarget, setFormTarget] = useState<VisitFormTarget | null>(null);
  const [openVisit, setOpenVisit] = useState<Appointment | null>(null);

  const chooseTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'calendar') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const openForm = (target: VisitFormTarget) => {
    setOpenVisit(null);
    setFormTarget(target);
  };
  const newVisitTarget = (): VisitFormTarget =>
    settings.data
      ? { start: nextWorkingStart(settings.data.workingHours, settings.data.appointmentDuration, timeZone) }
      : {};

  return (
    <div className="space-y-6">
      <PageHeader
        {...screenHeads['/scheduling']}
        action={
          technician ? undefined : (
            <Button
              onClick={() => openForm(newVisitTarget())}
              onPointerEnter={preloadVisitForm}
              onFocus={preloadVisitForm}
            >
              <CalendarPlus /> {t('scheduling.page.newVisit')}
            </Button>
          )
        }
      />
      <Tabs value={tab} onValueChange={chooseTab} className="space-y-4">
        <TabsList className={technician ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4'}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tabLabels[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="calendar">
          <CalendarView
            timeZone={timeZone}
            hours={settings.data?.workingHours}
            settingsSettled={!settings.isLoading}
            onOpenVisit={setOpenVisit}
            onNewAt={technician ? undefined : (day, minutes) => openForm({ start: { day, minutes } })}
          />
        </TabsContent>
        <TabsContent value="list">
          <VisitList timeZone={timeZone} onOpenVisit={setOpenVisit} />
        </TabsContent>
        <TabsContent value="today">
          <TodaySchedule />
        </TabsContent>
        {!technician && (
          <TabsContent value="settings">
            <ScheduleSettingsTab />
          </TabsContent>
        )}
      </Tabs>
      <VisitDialog
        visit={openVisit}
        timeZone={timeZone}
        onClose={() => setOpenVisit(null)}
        onEdit={(visit) => openForm({ visit })}
      />
      <VisitFormDialog
        target={formTarget}
        timeZone={timeZone}
        duration={settings.data?.appointmentDuration}
        onClose={() => setFormTarget(null)}
      />
    </div>
  );
}
