import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { AuthPage } from './auth-page';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

const open = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, user: sampleOwner },
  );

describe('AuthPage once signed in', () => {
  it('goes back to the page that sent there', async () => {
    mockApi({});
    open(`/auth?tab=login&next=${encodeURIComponent('/join-team?token=tok-1')}`);
    expect(await screen.findByText('at /join-team?token=tok-1')).toBeInTheDocument();
  });

  it('goes home without a page to go back to, or for another site', async () => {
    mockApi({});
    open(`/auth?tab=login&next=${encodeURIComponent('//elsewhere.example/')}`);
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });
});
