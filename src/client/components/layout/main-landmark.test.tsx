import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MainLandmark } from './main-landmark';

describe('MainLandmark', () => {
  it('is the main landmark when drawn alone', () => {
    render(<MainLandmark>Alone</MainLandmark>);
    expect(screen.getByRole('main')).toHaveTextContent('Alone');
  });

  it('is a plain block inside another main, so the page keeps one', () => {
    render(
      <MainLandmark>
        <MainLandmark>Inner screen</MainLandmark>
      </MainLandmark>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText('Inner screen').tagName).toBe('DIV');
  });
});
