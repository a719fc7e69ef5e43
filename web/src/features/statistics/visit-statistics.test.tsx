// @isolated: it mocks modules and reloads them between tests (vi.doMock, vi.resetModules)
import { act, render } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectIdleCallbacks } from '@/test-utils/idle-callbacks';

const next = vi.fn();
const startCollector = vi.fn((_paths: readonly string[]) => next);
// The collector is what loads web-vitals: a page that never starts it loads neither.
vi.mock('./collector', () => ({ startCollector }));

let idle: Array<() => void>;
const signals: string[] = [];

/** A privacy signal on navigator, which jsdom does not have. */
function signal(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
  signals.push(name);
}
let navigate: NavigateFunction;

function Navigator() {
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return null;
}

/** A fresh copy of the module: its record of the page's views lives as long as the page. */
async function renderAt(path: string) {
  vi.resetModules();
  const { VisitStatistics } = (await import('./visit-statistics')) as { VisitStatistics: ComponentType };
  render(
    <MemoryRouter initialEntries={[path]}>
      <VisitStatistics />
      <Navigator />
    </MemoryRouter>,
  );
}

async function afterLoadAndIdle() {
  await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
  idle.splice(0).forEach((run) => run());
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  idle = collectIdleCallbacks();
  startCollector.mockClear();
  next.mockClear();
});

afterEach(() => {
  signals.splice(0).forEach((name) => Reflect.deleteProperty(navigator, name));
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VisitStatistics', () => {
  it('loads the collector only once the page has loaded and is idle, and tells it every view', async () => {
    await renderAt('/');
    await act(() => navigate('/projects'));
    // Nothing but a note of the paths until the idle moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startCollector).not.toHaveBeenCalled();

    await afterLoadAndIdle();
    await vi.waitFor(() => expect(startCollector).toHaveBeenCalledWith(['/', '/projects']));
    await act(() => navigate('/projects/churn'));
    await act(() => navigate('/projects/churn?tab=files'));
    expect(next.mock.calls).toEqual([['/projects/churn']]);
  });

  it('loads the collector at once when the page is hidden before the idle moment', async () => {
    await renderAt('/about');
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(startCollector).toHaveBeenCalledWith(['/about']));
  });

  const offCases: Array<[string, () => void, string?]> = [
    ['Do Not Track', () => signal('doNotTrack', '1')],
    ["Do Not Track on window (Safari's old place)", () => vi.stubGlobal('doNotTrack', '1')],
    ['Global Privacy Control', () => signal('globalPrivacyControl', true)],
    ['a page opened in the admin area', () => {}, '/admin/dashboard'],
    ['a preview', () => {}, '/preview/abc'],
    ['a development build', () => vi.stubEnv('PROD', false)],
  ];

  it.each(offCases)('loads nothing with %s, and sends nothing', async (_case, arrange, path = '/') => {
    arrange();
    await renderAt(path);
    await act(() => navigate('/about'));
    // Give every wait a chance to run out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    idle.splice(0).forEach((run) => run());
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startCollector).not.toHaveBeenCalled();
  });
});
