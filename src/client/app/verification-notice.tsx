import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';

/** Tells the owner how the e-mailed verification link went (the server redirects here with the outcome). */
export function VerificationNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified');
  const failed = params.get('verification');
  useEffect(() => {
    if (!verified && !failed) return;
    if (verified)
      toast.success('Email verified', { description: 'Your email address has been verified. Welcome aboard!' });
    else toast.error('Verification failed', { description: 'This verification link is invalid or has expired.' });
    setParams({}, { replace: true });
  }, [verified, failed, setParams]);
  return null;
}
