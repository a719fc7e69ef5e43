import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { firestoreReorderStore } from './firestore-store';
import { ReorderError, reorderProjectFiles } from './handler';

export const reorderProjectFilesCallable = onCall({ region: REGION }, async (request) => {
  try {
    return await reorderProjectFiles(
      firestoreReorderStore(getFirestore(adminApp())),
      request.auth,
      request.data,
    );
  } catch (error) {
    if (error instanceof ReorderError) throw new HttpsError(error.code, error.message);
    throw error;
  }
});
