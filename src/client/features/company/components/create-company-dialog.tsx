import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '@client/components/ui/dialog';
import { CompanyForm } from './company-form';

export function CreateCompanyDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">Create Your Company Profile</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader
          title="Create Your Company Profile"
          description="Only the name is required; the rest appears on your quotes, invoices and customer portal."
        />
        <CompanyForm onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
