import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { EmailHistory } from './email-history';
import { EmailPreview } from './email-preview';
import { EmailSettingsDialog, preloadEmailSettingsForm } from './email-settings-dialog';
import { TodoFormDialog, preloadTodoForm, type TodoFormTarget } from './todo-form-dialog';
import { TodoList } from './todo-list';
import { TodoStatCards } from './todo-stat-cards';

/** /todo-management: the account's own TODO list and its weekly e-mail. */
export function TodoManagementPage() {
  const t = useT();
  useDocumentTitle(t('todos.page.title'));
  const [formTarget, setFormTarget] = useState<TodoFormTarget>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('todos.page.title')}
        description={t('todos.page.description')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onMouseEnter={preloadEmailSettingsForm}
              onFocus={preloadEmailSettingsForm}
              onClick={() => setSettingsOpen(true)}
            >
              <Mail aria-hidden /> {t('todos.page.emailSettings')}
            </Button>
            <Button onMouseEnter={preloadTodoForm} onFocus={preloadTodoForm} onClick={() => setFormTarget('new')}>
              <Plus aria-hidden /> {t('todos.form.addTitle')}
            </Button>
          </div>
        }
      />
      <TodoStatCards />
      <Tabs defaultValue="items" className="space-y-4">
        <TabsList className="grid-cols-3">
          <TabsTrigger value="items">{t('todos.page.itemsTab')}</TabsTrigger>
          <TabsTrigger value="preview">{t('todos.preview.title')}</TabsTrigger>
          <TabsTrigger value="history">{t('todos.history.title')}</TabsTrigger>
        </TabsList>
        <TabsContent value="items">
          <TodoList onAdd={() => setFormTarget('new')} onEdit={setFormTarget} />
        </TabsContent>
        <TabsContent value="preview">
          <EmailPreview />
        </TabsContent>
        <TabsContent value="history">
          <EmailHistory />
        </TabsContent>
      </Tabs>
      <TodoFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <EmailSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
