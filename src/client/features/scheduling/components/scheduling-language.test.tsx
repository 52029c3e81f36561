import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { visitFixture } from './today-fixtures';
import { VisitDialog } from './visit-dialog';
import { VisitList } from './visit-list';

// The screens' messages, as the app loads them with the first screen (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

// 9:00 to 10:30 AM on Tuesday, November 24 in Los Angeles, of a job every two weeks.
const visit = visitFixture({
  id: 5,
  startTime: '2026-11-24T17:00:00.000Z',
  endTime: '2026-11-24T18:30:00.000Z',
  duration: 90,
  customerResponse: 'confirmed',
  reminderSent: true,
  job: { serviceId: 13, serviceName: 'Weekly Pool Cleaning', recurring: true, rrule: 'FREQ=WEEKLY;INTERVAL=2' },
});

describe('scheduling in the language of the app', { timeout: 20_000 }, () => {
  it('shows a visit, its days and times and what can be done with it in French', async () => {
    await switchLanguage('fr');
    mockApi({ 'GET /api/appointments/5': () => Response.json(visit) });
    renderScheduling(<VisitDialog visit={visit} timeZone={BUSINESS_ZONE} onClose={vi.fn()} onEdit={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Spring cleanup' }));
    expect(dialog.getByText(/^mar\. 24 nov\. 2026 · 9:00 – 10:30$/, { selector: 'dd' })).toBeInTheDocument();
    expect(dialog.getByText('1 h 30 min · Heure du Pacifique')).toBeInTheDocument();
    expect(dialog.getByText('Confirmé par le client')).toBeInTheDocument();
    expect(dialog.getByText('Toutes les 2 semaines')).toBeInTheDocument();
    expect(dialog.getByText('Programmée')).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: 'Tâches (1/3)' })).toBeInTheDocument();
    for (const name of ['Confirmer', 'Démarrer l’intervention', 'Annuler la visite', 'Modifier', 'Supprimer'])
      expect(dialog.getByRole('button', { name })).toBeInTheDocument();
  });

  it('filters the list in Spanish, the statuses by their Spanish names', async () => {
    await switchLanguage('es');
    mockApi({
      'GET /api/appointments/list': () => Response.json([], { headers: { 'X-Total-Count': '0' } }),
      'GET /api/appointments/technicians': () => Response.json(['Dana Moreno']),
    });
    renderScheduling(<VisitList timeZone={BUSINESS_ZONE} onOpenVisit={vi.fn()} />);
    expect(await screen.findByText('Aún no hay citas')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar citas' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Programada' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Todos los técnicos' })).toBeInTheDocument();
  });
});
