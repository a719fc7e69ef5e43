import type { ReactNode } from 'react';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import { MarkdownField } from '@/features/admin/editing/markdown-field';
import type { DraftFile } from './draft-files';
import { projectMessages } from './messages';

const m = projectMessages.caseStudy;

interface CaseStudyFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The project's media: its uploaded images can be put into the text. */
  files: readonly DraftFile[];
}

/** The case study in Markdown; images come from the project's uploaded media. */
export function CaseStudyField({ value, onChange, error, files }: CaseStudyFieldProps) {
  const images = files
    .filter((f) => f.file_type.startsWith('image/') && f.status === 'uploaded' && f.file_url)
    .map((f) => ({ key: f.key, name: f.name, url: f.file_url }));
  return (
    <MarkdownField
      label={m.label}
      description={m.description}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={TEXT_LIMITS.caseStudy}
      images={images}
      noImages={m.noImages}
    />
  );
}
