import type { Publication } from '@/data/publications/model';
import { formatMonthYear } from '@/lib/dates';

/** 'Mar 2024', or the year alone when the month is not known, as the site shows dates. */
export function paperDate({ year, month }: Pick<Publication, 'year' | 'month'>): string {
  return formatMonthYear(month ? `${year}-${String(month).padStart(2, '0')}` : String(year));
}

/** The line under a paper's authors: where it appeared and when ('NeurIPS 2024 · Dec 2024'). */
export function venueLine(paper: Pick<Publication, 'venue' | 'year' | 'month'>): string {
  return [paper.venue.trim(), paperDate(paper)].filter(Boolean).join(' · ');
}
