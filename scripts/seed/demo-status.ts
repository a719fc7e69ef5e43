/** The demo's projects, papers and notes are all public. */
export const PUBLISHED = { status: 'published', publish_at: null } as const;
