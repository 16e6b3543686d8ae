import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../../test/media-query.ts';
import { AppThemeProvider } from './color-mode.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The system's media queries: only `matching` matches. */
function systemAsks(matching: string | null) {
  vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, query === matching));
}

function Motion() {
  const { transitions } = useTheme();
  return (
    <p>
      {`${transitions.create('opacity')} | ${transitions.duration.enteringScreen} | ${transitions.getAutoHeightDuration(300)}`}
    </p>
  );
}

// Decision 373: someone whose system asks for reduced motion gets no transitions.
it('turns the transitions off when the system prefers reduced motion', () => {
  systemAsks('(prefers-reduced-motion: reduce)');
  render(
    <AppThemeProvider>
      <Motion />
    </AppThemeProvider>,
  );
  expect(screen.getByRole('paragraph').textContent).toBe('none | 0 | 0');
});

it('keeps the transitions otherwise', () => {
  systemAsks(null);
  render(
    <AppThemeProvider>
      <Motion />
    </AppThemeProvider>,
  );
  expect(screen.getByRole('paragraph').textContent).toMatch(/^opacity \d+ms .+ \| 225 \| [1-9]\d*$/);
});
