import { Suspense, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';

// The form and its validation load with the dialog (its button starts them on hover), not with the screen.
const CompanyForm = preloadable(() => import('./company-form').then((m) => m.CompanyForm));
const preload = () => CompanyForm.preload();

export function CreateCompanyDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" onPointerEnter={preload} onFocus={preload}>
          Create Your Company Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader
          title="Create Your Company Profile"
          description="Only the name is required; the rest appears on your quotes, invoices and customer portal."
        />
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
