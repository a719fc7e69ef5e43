import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeCollection } from '@/test-utils/fake-collection';
import { theme } from '@/theme';
import { orderedMessages } from './messages';
import { useOrderedList } from './use-ordered-list';

const stored = [
  { id: 'a', order_index: 1 },
  { id: 'b', order_index: 2 },
  { id: 'c', order_index: 3 },
];

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications />
      {children}
    </MantineProvider>
  );
}

const ignore = () => {};

describe('useOrderedList', () => {
  it('sends every id in the new order in one reorder call and shows the new order at once', async () => {
    const source = fakeCollection<(typeof stored)[number]>();
    source.reset(stored);
    const { result } = renderHook(() => useOrderedList(source, ignore), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(3));

    await act(() => result.current.move(0, 2));

    expect(source.reorder).toHaveBeenCalledTimes(1);
    expect(source.reorder).toHaveBeenCalledWith(['b', 'c', 'a']);
    expect(result.current.items).toEqual([
      { id: 'b', order_index: 1 },
      { id: 'c', order_index: 2 },
      { id: 'a', order_index: 3 },
    ]);
  });

  it('puts the stored order back and says so when the batch fails', async () => {
    const source = fakeCollection<(typeof stored)[number]>();
    source.reset(stored);
    source.reorder.mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useOrderedList(source, ignore), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(3));

    await act(() => result.current.move(2, 0));

    expect(await screen.findByText(orderedMessages.orderFailed)).toBeInTheDocument();
    // The live list still holds the stored order: nothing to reload.
    await waitFor(() => expect(result.current.items.map((i) => i.id)).toEqual(['a', 'b', 'c']));
  });

  it('hands a failed load to the caller and keeps an empty list', async () => {
    const onError = vi.fn();
    const source = fakeCollection<(typeof stored)[number]>();
    source.fail(new Error('offline'));
    const { result } = renderHook(() => useOrderedList(source, onError), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.items).toEqual([]);
  });
});
