import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Tells the owner how the e-mailed verification link went (the server redirects here with the outcome). */
export function VerificationNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified');
  const failed = params.get('verification');
  useEffect(() => {
    if (!verified && !failed) return;
    if (verified) toast.success(t('app.verification.verified'), { description: t('app.verification.verifiedText') });
    else toast.error(t('app.verification.failed'), { description: t('app.verification.failedText') });
    setParams({}, { replace: true });
  }, [verified, failed, setParams]);
  return null;
}
