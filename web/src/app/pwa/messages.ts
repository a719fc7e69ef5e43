/** Texts of the installable, offline app, in one place. */
export const pwaMessages = {
  updateTitle: 'A new version is available',
  updateBody: 'Reload to see the latest version. Nothing reloads until you choose to.',
  reload: 'Reload',
  later: 'Later',
  install: 'Install app',
  installLabel: 'Install this portfolio as an app',
  offline: "Offline: pages you've visited still work.",
} as const;
