import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('lists the services of the chosen line and requires at least one', async () => {
    renderWithProviders(<RegisterForm />);
    await userEvent.type(screen.getByLabelText('First name'), 'Pat');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'Pool Service & Maintenance');

    expect(screen.getByLabelText('Weekly Pool Cleaning')).toBeInTheDocument();
    expect(screen.getByLabelText('Chemical Balancing')).toBeInTheDocument();
    expect(screen.getByTestId('services-checklist')).toHaveClass('max-h-48');

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please select at least one service you offer')).toBeInTheDocument();
  });

  it('takes free text for Other, separated by commas', async () => {
    renderWithProviders(<RegisterForm />);
    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'Other');
    expect(screen.queryByTestId('services-checklist')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Services you offer')).toBeInTheDocument();
  });

  it('requires every field with the specified messages', async () => {
    renderWithProviders(<RegisterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please select your line of business')).toBeInTheDocument();
  });
});
