import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import type { Company } from '@shared/company/company.schemas';
import { screenHeads } from '@shared/screen-heads';
import { APP_FRAME_ATTRIBUTE } from '@client/components/layout/page-skeleton';
import { createQueryClient } from '@client/lib/query-client';
import { USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../test/client-fixtures';
import { mockApi } from '../../test/mock-api';
import { Providers } from './providers';
import { AppRoutes } from './router';

afterEach(() => vi.unstubAllGlobals());

const user = sampleOwner;
const company = sampleCompany;

/** The app at `path` as main.tsx starts it for a signed-in owner whose page brought the session and company. */
function openSignedIn(path: string, owner: PublicUser = user, ownCompany: Company | null = company) {
  mockApi({});
  const client = createQueryClient();
  client.setQueryData(USER_KEY, owner);
  if (owner.emailVerified) client.setQueryData(['/api/company'], ownCompany);
  return render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

const frame = () => document.querySelector(`[${APP_FRAME_ATTRIBUTE}]`);
/** The shell is drawn (its menu button), so the frame and the screen's skeleton are gone. Modules load slowly here. */
const shellDrawn = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toBeDefined(), { timeout: 15_000 });
const headShown = (title: string, description: string) => {
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
  expect(screen.getByText(description)).toBeDefined();
};

// The server's frame (the same component, prerendered) shows these before any code runs: the app's waiting frame
// must show them too, and the screen after it, so that nothing of the head disappears or moves. The tests run in
// order: the first opens the app before any of its modules has loaded.
describe('the waiting frame of a signed-in screen', () => {
  it("shows the screen's title and description while the shell and the screen load, then the screen shows them", async () => {
    for (const [i, path] of (['/invoices', '/customers', '/quotes'] as const).entries()) {
      const { unmount } = openSignedIn(path);
      const { title, description } = screenHeads[path];
      // At first the whole frame; once the shell has loaded, the screen's skeleton inside it.
      if (i === 0) expect(within(frame() as HTMLElement).getByText(description)).toBeDefined();
      headShown(title, description);
      await shellDrawn();
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull(), { timeout: 15_000 });
      headShown(title, description);
      unmount();
    }
  });

  it("shows the dashboard's head with the company's name", async () => {
    openSignedIn('/');
    headShown('Dashboard', 'Welcome back to Greenline Landscaping.');
    await shellDrawn();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading' })).toEqual([]), { timeout: 15_000 });
    headShown('Dashboard', 'Welcome back to Greenline Landscaping.');
  });

  it('shows no head where the first screen has none: an owner without a company', async () => {
    openSignedIn('/invoices', user, null);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(screen.getByText('Set up your company first')).toBeDefined(), { timeout: 15_000 });
  });
});
