/** Texts of the publish control in the admin header. */
export const publishMessages = {
  publish: 'Publish',
  publishing: 'Publishing…',
  published: (ago: string) => `Published ${ago}`,
  unpublishedChanges: 'Unpublished changes',
  neverPublished: 'Not published from here yet',
  siteTitle: 'Site published',
  siteMessage: (pages: number, searchPages: number) =>
    `${pages} pages are live; search finds ${searchPages} of them.`,
  unchangedTitle: 'Nothing new to publish',
  unchangedMessage: 'The live pages already show the current content.',
  skippedTitle: 'Some pages were not published',
  skippedMessage: (paths: string[]) =>
    `${paths.join(', ')} could not be rendered and ${paths.length === 1 ? 'was' : 'were'} left out; ` +
    'every other page is live. Fix or delete that content and publish again.',
  partialTitle: 'Some pages went live without a part',
  partialMessage: (pages: ReadonlyArray<{ path: string; reason: string }>) =>
    `${pages.map((page) => `${page.path} (${page.reason})`).join(', ')}: ` +
    `${pages.length === 1 ? 'that page is' : 'those pages are'} live without the part that could not ` +
    "be made (a notebook's page shows a download link and a note instead, a paper's page has no " +
    'Cite menu), and every other page is live. Replace or fix that content and publish again.',
  failedTitle: 'Publish failed',
  failedFallback: 'The site could not be published.',
  recentTitle: 'Last publishes',
  recentEmpty: 'No publishes yet.',
  recentItem: (who: string, ago: string) => `${who}, ${ago}`,
  historyLabel: 'Show the last publishes',
} as const;
