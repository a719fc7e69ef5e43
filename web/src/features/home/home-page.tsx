import { Container, Loader, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import type { PersonalInfo } from '@/data/personal-info/model';

// Minimal page proving the wiring (Firestore emulator -> data layer -> page); the public-site
// issue replaces it with the real home page.
export function HomePage() {
  const [info, setInfo] = useState<PersonalInfo | null>(null);

  useEffect(() => {
    fetchPersonalInfo(['name', 'title', 'tagline']).then(setInfo, (error: unknown) => {
      console.error('Failed to load personal info', error);
      setInfo({});
    });
  }, []);

  if (!info) return <Loader m="xl" aria-label="Loading" />;
  return (
    <Container py="xl">
      <Title order={1}>{info.name ?? 'Portfolio'}</Title>
      <Text size="lg">{info.title}</Text>
      <Text c="dimmed">{info.tagline}</Text>
    </Container>
  );
}
