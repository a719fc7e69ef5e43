import { logger } from 'firebase-functions';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { renditionDeps } from './firebase-deps';
import { makeRenditions, removeRenditions } from './handler';

// Ten encodes of a 12-megapixel photo take some seconds and a few hundred MB; the handler skips
// its own outputs (renditions/ is no source folder), so a run never triggers itself.
const OPTIONS = { region: REGION, memory: '1GiB', timeoutSeconds: 300 } as const;

export const onImageStored = onObjectFinalized(OPTIONS, async (event) => {
  await makeRenditions(event.data, renditionDeps(adminApp(), logger));
});

export const onImageDeleted = onObjectDeleted({ region: REGION }, async (event) => {
  await removeRenditions(event.data, renditionDeps(adminApp(), logger));
});
