import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COLLECTIONS } from '@portfolio/model/collections';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fetchPersonalInfoAdmin } from '@/data/personal-info/admin';
import { notifyError } from '@/features/admin/components/notify';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { HistoryButton } from '@/features/admin/history/history-button';
import { EditorHeader } from '@/features/admin/editing/editor-header';
import { personalMessages as t } from './messages';
import { PersonalInfoForm } from './personal-info-form';
import { toProfileValues, type ProfileValues } from './profile-values';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; values: ProfileValues };

export function PersonalInfoPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchInfo = useCallback(() => {
    fetchPersonalInfoAdmin().then(
      (info) => setLoad({ state: 'ready', values: toProfileValues(info) }),
      (error: unknown) => {
        console.error(t.fetchFailed, error);
        notifyError(t.fetchFailed);
        setLoad({ state: 'failed' });
      },
    );
  }, []);

  useEffect(fetchInfo, [fetchInfo]);

  return (
    <>
      <EditorHeader title={t.title} description={t.description} />
      <Group justify="flex-end" mt={-8} mb="sm">
        <HistoryButton
          collection={COLLECTIONS.personalInfo}
          name={t.title}
          onRestored={() => {
            setLoad({ state: 'loading' });
            fetchInfo();
          }}
        />
      </Group>
      {load.state === 'loading' && <ListLoader />}
      {load.state === 'failed' && (
        // No form on a failed load: saving it would overwrite the stored profile with blanks.
        <Alert color="red" title={t.fetchFailed}>
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="xs"
            onClick={() => {
              setLoad({ state: 'loading' });
              fetchInfo();
            }}
          >
            {t.retry}
          </Button>
        </Alert>
      )}
      {load.state === 'ready' && (
        <Stack gap="md">
          <PersonalInfoForm initial={load.values} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} size="h4">
              {t.educationTitle}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t.educationText}
            </Text>
            <Anchor component={Link} to={paths.admin.education} fw={600}>
              {t.educationLink}
            </Anchor>
          </Paper>
        </Stack>
      )}
    </>
  );
}
