import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { DEFAULT_PREFERENCES, DEFAULT_TIMEZONE } from '@shared/account/preference-values';
import { sampleOwner } from '../../test/client-fixtures';
import { forgetDrafts } from './forget-drafts';
import { useFormDraft } from './form-draft';
import { createQueryClient } from './query-client';
import { SessionProvider, USER_KEY } from './session';

function NoteForm() {
  const form = useForm({ defaultValues: { note: 'first' } });
  const draft = useFormDraft(form, 'note:new');
  return (
    <form>
      <input aria-label="Note" {...form.register('note')} />
      {draft.restored && (
        <button type="button" onClick={draft.discard}>
          Discard draft
        </button>
      )}
      <button type="button" onClick={draft.clear}>
        Saved
      </button>
    </form>
  );
}

function open(user: PublicUser) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <NoteForm />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const owner = (autoSave: boolean): PublicUser => ({
  ...sampleOwner,
  preferences: {
    ...DEFAULT_PREFERENCES,
    timezone: DEFAULT_TIMEZONE,
    securityAlerts: true,
    loginNotifications: true,
    autoSave,
  },
});

async function type(text: string) {
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: text } });
  await act(() => new Promise((done) => setTimeout(done, 700))); // the typing pauses: the draft is written
}

const keptDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('crewdesk:draft:'));

afterEach(() => forgetDrafts());

describe('auto-save of a form (useFormDraft)', () => {
  it('keeps what was typed and puts it back when the form opens again, until it is discarded', async () => {
    const first = open(owner(true));
    await type('half a note');
    first.unmount();

    const again = open(owner(true));
    expect(await screen.findByDisplayValue('half a note')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Note')).toHaveValue('first');
    again.unmount();

    open(owner(true));
    expect(screen.getByLabelText('Note')).toHaveValue('first');
  });

  it('forgets the draft once the form is saved, and at sign-out', async () => {
    const first = open(owner(true));
    await type('a saved note');
    expect(keptDrafts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    first.unmount();
    const second = open(owner(true));
    expect(screen.getByLabelText('Note')).toHaveValue('first');
    await type('typed, then signed out');
    second.unmount();
    expect(keptDrafts()).toHaveLength(1);
    forgetDrafts();
    open(owner(true));
    expect(screen.getByLabelText('Note')).toHaveValue('first');
  });

  it('keeps nothing when auto-save is off, nor for another user', async () => {
    const off = open(owner(false));
    await type('not kept');
    off.unmount();
    expect(keptDrafts()).toEqual([]);
    const on = open(owner(true));
    expect(screen.getByLabelText('Note')).toHaveValue('first');
    await type('kept for this user');
    on.unmount();
    open({ ...owner(true), id: sampleOwner.id + 1 });
    expect(screen.getByLabelText('Note')).toHaveValue('first');
  });
});
