import { stageStoredFileAsMaterial, type StagedMaterial } from '../materials/index.js';
import type { StorageDriver } from '../../storage/index.js';
import type { StageFiles } from './order-actions.js';

/**
 * Copies delivered (private) files into the order owner's gallery folder as staged materials, so
 * that the acceptance records them; files the gallery does not take (PDF, zip) are left out.
 */
export function galleryStager(storage: StorageDriver, stagingDir: string): StageFiles {
  return async (order, files) => {
    const owner = { siteId: order.siteId, userId: order.userId };
    const staged: StagedMaterial[] = [];
    try {
      for (const file of files) {
        const material = await stageStoredFileAsMaterial(storage, stagingDir, owner, file);
        if (material) staged.push(material);
      }
    } catch (error) {
      await Promise.all(staged.map((material) => material.discard()));
      throw error;
    }
    return staged;
  };
}
