/**
 * How wide each content image is shown, as `sizes` for its <picture>: the browser picks the
 * smallest rendition that covers that width at the screen's density. They follow the layouts:
 * a 'lg' container is 1140px with 16px padding on each side; Mantine's breakpoints are
 * xs 36em, sm 48em, md 62em, lg 75em.
 */
export const IMAGE_DISPLAY_SIZES = {
  /** 1 column, 2 from sm, 3 from lg (ProjectsGrid). */
  projectCard: '(min-width: 75em) 360px, (min-width: 48em) calc(50vw - 28px), calc(100vw - 32px)',
  /** The full width of the project page's container. */
  projectCover: '(min-width: 75em) 1108px, calc(100vw - 32px)',
  /** 1 column, 2 from xs, 3 from sm, 4 from md, 5 from lg (MediaGallery). */
  mediaTile:
    '(min-width: 75em) 210px, (min-width: 62em) calc(25vw - 28px), (min-width: 48em) calc(33vw - 28px), (min-width: 36em) calc(50vw - 28px), calc(100vw - 32px)',
  /** The viewer shows an image at up to 95% of the viewport. */
  mediaViewer: '95vw',
  /** The home hero's portrait: min(60vw, 240px) on phones, up to 380px from md. */
  heroPortrait: '(min-width: 62em) 380px, min(60vw, 240px)',
  /** The About page's profile card. */
  aboutPortrait: '300px',
} as const;
