import { Anchor, List, Text } from '@mantine/core';
import type { CaseStudy } from '@/data/case-studies/model';

/** Links to a write-up's headings; third-level ones indented under their section. */
export function TableOfContents({ entries, label }: { entries: CaseStudy['toc']; label: string }) {
  if (entries.length < 2) return null;
  return (
    <nav aria-label={label}>
      <Text fw={600} size="sm" mb="xs">
        {label}
      </Text>
      <List listStyleType="none" spacing={6} size="sm">
        {entries.map((entry) => (
          <List.Item key={entry.id} pl={entry.depth === 3 ? 'md' : 0}>
            <Anchor href={`#${entry.id}`} size="sm" c="dimmed">
              {entry.text}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
