import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, DEFAULT_TIMEZONE } from '@shared/account/preference-values';
import { forgetDrafts } from '@client/lib/forget-drafts';
import { sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { QuoteForm } from './quote-form';

afterEach(() => {
  forgetDrafts();
  vi.unstubAllGlobals();
});

const open = (user = sampleOwner) => renderWithProviders(<QuoteForm onSaved={vi.fn()} />, { user });
const description = () => screen.getByLabelText('Description', { selector: '#quote-description' });
const restored = 'Draft restored: your unsaved changes are back.';

describe('QuoteForm auto-save', () => {
  it('puts a half-typed quote back, and keeps nothing when auto-save is off', async () => {
    mockApi({});
    const first = open();
    await userEvent.type(description(), 'Backyard redesign');
    await act(() => new Promise((done) => setTimeout(done, 700)));
    first.unmount();

    const again = open();
    expect(await screen.findByText(restored)).toBeInTheDocument();
    expect(description()).toHaveValue('Backyard redesign');
    again.unmount();

    const preferences = {
      ...DEFAULT_PREFERENCES,
      timezone: DEFAULT_TIMEZONE,
      securityAlerts: true,
      loginNotifications: true,
    };
    const off = { ...sampleOwner, preferences: { ...preferences, autoSave: false } };
    open(off);
    expect(description()).toHaveValue('');
    expect(screen.queryByText(restored)).toBeNull();
  });
});
