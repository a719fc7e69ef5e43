import { Container, Title } from '@mantine/core';

// Placeholder until its issue lands; the route and the chunk exist so the wiring is proven.
export function ManageSkillsPage() {
  return (
    <Container py="xl">
      <Title order={1}>Manage Skills</Title>
    </Container>
  );
}
