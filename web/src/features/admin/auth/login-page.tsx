import '@/features/admin/admin-styles';
import {
  Anchor,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authErrorCode, hasAdminClaim, signIn, signOut, useAdminSession } from '@/data/auth';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { authMessages as m, readableAuthError } from './messages';
import classes from './login-page.module.css';

interface Credentials {
  email: string;
  password: string;
}

export function LoginPage() {
  const { status } = useAdminSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm<Credentials>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (v.trim() ? null : m.emailRequired),
      password: (v) => (v ? null : m.passwordRequired),
    },
  });

  const submit = async ({ email, password }: Credentials) => {
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      if (!(await hasAdminClaim(user))) {
        await signOut();
        notifyError(m.notAdmin, m.accessDenied);
        return;
      }
      notifySuccess(m.welcomeBack, m.loginSuccess);
      navigate(paths.admin.dashboard, { replace: true });
    } catch (error) {
      const code = authErrorCode(error);
      if (code)
        notifyError(
          readableAuthError(code, error instanceof Error ? error.message : undefined),
          m.loginFailed,
        );
      else {
        console.error(error);
        notifyError(m.unexpected, m.authError);
      }
    } finally {
      setBusy(false);
    }
  };

  if (status === 'admin' && !busy) return <Navigate to={paths.admin.dashboard} replace />;
  if (status === 'checking' && !busy) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={m.checkingSession} />
      </Center>
    );
  }

  return (
    <Center mih="100dvh" p="md" className={classes.page}>
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={420}>
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {m.pageTitle}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {m.intro}
              </Text>
            </div>
            <TextInput
              label={m.email}
              type="email"
              autoComplete="username"
              placeholder={m.emailPlaceholder}
              withAsterisk
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={m.password}
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? m.loading : m.signIn}
            </Button>
            <Anchor component={Link} to={paths.home} ta="center" size="sm">
              {m.returnHome}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
