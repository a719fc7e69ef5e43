import { useEffect, useState } from 'react';
import type { CaseStudy } from '@/data/case-studies/model';

/** Typing pauses this long before the preview renders again. */
const PREVIEW_DELAY_MS = 300;

type Preview = { status: 'empty' | 'rendering' | 'failed' } | { status: 'ready'; content: CaseStudy };

type Outcome = { source: string; content: CaseStudy | null };

/**
 * The case study rendered by the very pipeline the prerender and the publish run, so the preview
 * shows what the public page will. The pipeline (Markdown, KaTeX, Shiki) loads with the first
 * preview, in the admin area only. While the text changes, the last rendering stays in view.
 */
export function useMarkdownPreview(markdown: string, active: boolean): Preview {
  const source = markdown.trim();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<CaseStudy | null>(null);

  useEffect(() => {
    if (!active || !source) return;
    let current = true;
    const timer = setTimeout(() => {
      import('@portfolio/markdown/render-markdown')
        .then(({ renderMarkdown }) => renderMarkdown(source))
        .then(
          (content) => {
            if (!current) return;
            setOutcome({ source, content });
            setShown(content);
          },
          (error: unknown) => {
            console.error(error);
            if (current) setOutcome({ source, content: null });
          },
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, active]);

  if (!source) return { status: 'empty' };
  if (outcome?.source === source && !outcome.content) return { status: 'failed' };
  return shown ? { status: 'ready', content: shown } : { status: 'rendering' };
}
