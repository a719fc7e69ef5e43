import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('waits for the load event, then the delay', () => {
  readyState = 'interactive';
  const run = vi.fn();
  afterLoad(run, 5000);
  vi.advanceTimersByTime(10_000);
  expect(run).not.toHaveBeenCalled();

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  vi.advanceTimersByTime(4999);
  expect(run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledOnce();
});

it('counts the delay from now on a page that has already loaded', () => {
  readyState = 'complete';
  const run = vi.fn();
  afterLoad(run, 5000);
  vi.advanceTimersByTime(5000);
  expect(run).toHaveBeenCalledOnce();
});

it('runs nothing once cancelled, before or after the load event', () => {
  readyState = 'loading';
  const beforeLoad = vi.fn();
  afterLoad(beforeLoad, 100)();
  const afterLoadEvent = vi.fn();
  const cancel = afterLoad(afterLoadEvent, 100);
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  cancel();
  vi.advanceTimersByTime(1000);
  expect(beforeLoad).not.toHaveBeenCalled();
  expect(afterLoadEvent).not.toHaveBeenCalled();
});
