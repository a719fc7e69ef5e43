import { Center, Loader } from '@mantine/core';
import { editingMessages as m } from './messages';

/** The spinner a manager shows while its list loads. */
export function ListLoader() {
  return (
    <Center py="xl">
      <Loader aria-label={m.loadingList} />
    </Center>
  );
}
