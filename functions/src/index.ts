// Only exports. Firebase reads '-' in a function name as a group separator, so the nested
// export reorder.project.files deploys as 'reorder-project-files', the name of spec section 7.
import { onProjectDeleted } from './project-cascade/trigger';
import { reorderProjectFilesCallable } from './reorder-project-files/trigger';

export const reorder = { project: { files: reorderProjectFilesCallable } };
export { onProjectDeleted };
