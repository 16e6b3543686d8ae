import { Profiler, StrictMode, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

declare global {
  interface Window {
    /** The render-profile build's commits (docs/performance.md, "Render stability"). */
    __reactCommits?: { phase: string; actualDuration: number; at: number }[];
  }
}

/** Only in the render-profile build (`vite build --mode profile`): every commit of the app, for the bench. */
const recordCommit: ProfilerOnRenderCallback = (_id, phase, actualDuration, _base, _start, commitTime) => {
  (window.__reactCommits ??= []).push({ phase, actualDuration, at: commitTime });
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    {import.meta.env.MODE === 'profile' ? (
      <Profiler id="app" onRender={recordCommit}>
        <App />
      </Profiler>
    ) : (
      <App />
    )}
  </StrictMode>,
);
