import { Suspense, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';

// The form and its validation load with the dialog (its button starts them on hover), not with the screen.
const CompanyForm = preloadable(() => import('./company-form').then((m) => m.CompanyForm));
const preload = () => CompanyForm.preload();

export function CreateCompanyDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" onPointerEnter={preload} onFocus={preload}>
          {t('company.create.title')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader title={t('company.create.title')} description={t('company.create.description')} />
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          }
        >
          <CompanyForm onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
