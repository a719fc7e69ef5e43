import { Button, Group, List, Modal, Text } from '@mantine/core';
import { unsavedStore, type UnsavedForm } from '@/features/admin/editing/unsaved-changes';
import { layoutMessages } from './messages';

const m = layoutMessages.leave;

function describe({ form, fields }: UnsavedForm): string {
  return m.lost(form, fields.join(', '));
}

/**
 * Asks before a departure would throw away unsaved edits, naming each form and its changed
 * fields. Mantine's modal traps focus, closes on Escape (as Stay) and is labelled by its title.
 */
export function LeaveConfirmModal() {
  const pending = unsavedStore((s) => s.pending);
  const forms = unsavedStore((s) => s.forms);
  const stay = () => unsavedStore.setState({ pending: null });
  const leave = () => {
    unsavedStore.setState({ pending: null });
    pending?.();
  };

  return (
    <Modal opened={pending !== null} onClose={stay} title={m.title} centered>
      <Text size="sm">{m.intro}</Text>
      <List size="sm" mt="xs" withPadding>
        {Object.entries(forms).map(([id, form]) => (
          <List.Item key={id}>{describe(form)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={stay} data-autofocus>
          {m.stay}
        </Button>
        <Button color="red" onClick={leave}>
          {m.leave}
        </Button>
      </Group>
    </Modal>
  );
}
