import type { Logger } from 'vite';
import type { CategorySnapshot } from '../../src/entities/catalogue/categorySnapshot';

export function loadCategorySnapshot(options: {
  apiBaseUrl: string | undefined;
  outDir: string;
  width: number;
  resolveImage: (imageUrl: string | null | undefined) => string | undefined;
  logger: Logger;
}): Promise<CategorySnapshot | undefined>;
