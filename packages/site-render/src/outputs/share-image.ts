// The profile's share image (/share-image.png), the link preview of every page without its own.
// Drawn from the content alone, so the prerender and Publish write the same bytes for it.
import { SHARE_IMAGE } from '@portfolio/model/routes';
import { only, type SiteOutput } from '../output';

/** Without the faces to set it in (a build that brings none), no share image is written. */
export const shareImage: SiteOutput = {
  async render({ profile }, { app, shareImageFonts }) {
    if (!shareImageFonts) return only([]);
    // satori and sharp load only when an image is drawn, never for a render without its fonts.
    const { photoDataUrl, renderShareImage } = await import('../share-image');
    const card = {
      name: profile.name,
      title: profile.title,
      photo: await photoDataUrl(profile.photo),
      colors: app.brandColors,
    };
    return only([
      { path: SHARE_IMAGE.path, body: new Uint8Array(await renderShareImage(card, shareImageFonts)) },
    ]);
  },
};
