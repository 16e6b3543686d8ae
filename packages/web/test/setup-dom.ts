// The browser APIs jsdom lacks that MUI uses (media queries, element resizes), for component tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media-query.ts';

afterEach(() => cleanup());

if (!window.matchMedia) {
  // Desktop width: no media query of the app matches below md.
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
