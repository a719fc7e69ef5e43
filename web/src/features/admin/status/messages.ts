import type { ContentStatus } from '@portfolio/model/content-status';

/** Texts of a document's status: the field in the forms, the badges, the late-schedule alert. */
export const statusMessages = {
  label: 'Status',
  description: 'Drafts and scheduled items are seen only here until they go live.',
  choices: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } satisfies Record<
    ContentStatus,
    string
  >,
  time: (zone: string) => `Time (${zone})`,
  timeDescription: 'Goes live within a minute after this time, then the site is published.',
  timeRequired: 'Pick the time it goes live',
  timePassed: 'That time has passed, so it goes live now.',
  timePassedTitle: 'Publishing now',
  unsavedTime: 'Publish time',

  badge: {
    scheduled: (when: string) => `Scheduled · ${when}`,
    late: (when: string) => `Late · was due ${when}`,
    unscheduled: 'Scheduled · no time',
  },

  late: {
    title: (n: number) => (n === 1 ? 'A scheduled item is not live' : `${n} scheduled items are not live`),
    item: (title: string, when: string) => `“${title}” was scheduled for ${when} and is not live.`,
    error: (reason: string) => `Reason: ${reason}`,
    open: 'Open the editor',
    openNamed: (title: string) => `Open “${title}” in its editor`,
    advice: 'Publish it now, pick a new time or make it a draft again.',
    header: (n: number) => (n === 1 ? '1 late' : `${n} late`),
    headerLabel: (n: number) => (n === 1 ? '1 scheduled item is late' : `${n} scheduled items are late`),
    kinds: { projects: 'Project', notes: 'Note', publications: 'Paper' },
  },
} as const;
