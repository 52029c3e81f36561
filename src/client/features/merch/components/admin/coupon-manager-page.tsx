import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Coupon } from '@shared/merch/coupons.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { couponsQuery, useDeleteCoupon } from '../../api/admin-coupons.api';
import { CouponFormDialog, type CouponFormTarget } from './coupon-form-dialog';
import { CouponStatCards } from './coupon-stat-cards';
import { CouponTable } from './coupon-table';
import { useT } from '@client/i18n/use-t';

/** /admin/coupons: the figures, every coupon with its switch, and the create, edit and delete dialogs. */
export function CouponManagerPage() {
  const t = useT();
  useDocumentTitle(t('merch.coupons.title'));
  const [page, setPage] = useState(0);
  const [formTarget, setFormTarget] = useState<CouponFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const list = useQuery(couponsQuery(page));
  const remove = useDeleteCoupon();
  const openNew = () => setFormTarget({});

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('merch.coupons.title')}
        description={t('merch.coupons.description')}
        action={
          <Button onClick={openNew}>
            <Plus /> {t('merch.coupons.create')}
          </Button>
        }
      />
      <CouponStatCards />
      <CouponTable
        list={list}
        page={page}
        onPage={setPage}
        onCreate={openNew}
        onEdit={(coupon) => setFormTarget({ coupon })}
        onDelete={setDeleting}
      />
      <CouponFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('merch.coupons.deleteTitle', { code: deleting.code }) : t('merch.coupons.deleteCoupon')}
        description={t('merch.coupons.confirmDelete')}
        confirmLabel={t('merch.coupons.delete')}
        pendingLabel={t('merch.coupons.deleting')}
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
