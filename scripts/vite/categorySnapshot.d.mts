import type { Logger } from 'vite';
import type { CategorySnapshot } from '../../src/entities/catalogue/categorySnapshot';

export function loadCategorySnapshot(options: {
  apiBaseUrl: string | undefined;
  outDir: string;
  widths: readonly number[];
  resolveImage: (imageUrl: string | null | undefined) => string | undefined;
  thumbnailSrcSet: (widths: readonly number[], pathOf: (width: number) => string) => string;
  logger: Logger;
}): Promise<CategorySnapshot | undefined>;
