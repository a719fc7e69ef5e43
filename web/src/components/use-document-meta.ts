import { useEffect } from 'react';

export const serverDocumentMeta = { title: '', description: '' };

/** Each route names itself in the tab, in history and for search engines. */
export function useDocumentMeta(title: string, description: string) {
  // Effects never run in the prerenderer: it reads the page's title and description here.
  if (import.meta.env.SSR) Object.assign(serverDocumentMeta, { title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
