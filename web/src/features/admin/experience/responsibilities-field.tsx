import { LIST_LIMITS, TEXT_LIMITS } from '@portfolio/model/limits';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { experienceMessages as t } from './messages';

interface ResponsibilitiesFieldProps {
  values: string[];
  onChange: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function ResponsibilitiesField({ values, onChange, onAdd, onRemove }: ResponsibilitiesFieldProps) {
  return (
    <Input.Wrapper label={t.responsibilities} description={t.responsibilitiesDescription}>
      <Stack gap="xs" mt="xs">
        {values.map((value, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t.responsibility(i + 1)}
              maxLength={TEXT_LIMITS.long}
              value={value}
              onChange={(event) => onChange(i, event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter at the end of the list starts the next line instead of submitting.
                if (event.key === 'Enter' && i === values.length - 1) {
                  event.preventDefault();
                  if (values.length < LIST_LIMITS.responsibilities) onAdd();
                }
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t.removeResponsibility(i + 1)}
              onClick={() => onRemove(i)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={onAdd}
          disabled={values.length >= LIST_LIMITS.responsibilities}
          w="fit-content"
        >
          {t.addResponsibility}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
