import type { Citations } from '@portfolio/bibliography/styles';
import { fetchPublicationAt } from './public';

/** `npm run dev` only: what a publish would write for the paper, made from Firestore. */
export async function citationsInDevelopment(address: string): Promise<Citations | null> {
  const paper = await fetchPublicationAt(address);
  if (!paper) return null;
  const { citations } = await import('@portfolio/bibliography/cite');
  return citations(paper);
}
