import type { Logger } from 'vite';
import type { GeneralParameter } from '../../src/api/generated/shopApi';

export function loadParametersSnapshot(options: {
  apiBaseUrl: string | undefined;
  logger: Logger;
  isSnapshot: (value: unknown) => value is GeneralParameter[];
}): Promise<GeneralParameter[] | undefined>;
