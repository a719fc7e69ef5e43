/** Texts of the shared UI pieces, in one place. */
export const OFFLINE_NOTICE = {
  title: 'You are offline',
  body: 'This page has not been saved for offline reading yet, so it shows built-in content. It will refresh as soon as you are back online.',
};

export const PROJECT_CARD_TEXT = {
  viewDetails: 'View Details',
  github: 'GitHub',
  liveDemo: 'Live Demo',
  tags: 'Tags',
};
