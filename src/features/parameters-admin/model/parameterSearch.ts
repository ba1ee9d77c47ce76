import type { GeneralParameter } from '@/api/generated/shopApi';

/** Parameters whose code, name or description contains the query, ignoring case and outer spaces. */
export function searchParameters(parameters: readonly GeneralParameter[], query: string): readonly GeneralParameter[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return parameters;
  return parameters.filter((parameter) =>
    [parameter.paramCode, parameter.paramName, parameter.deskripsi].some((field) =>
      (field ?? '').toLowerCase().includes(wanted),
    ),
  );
}

/** Client-side pages of 10. */
export const PARAMETER_PAGE_SIZE = 10;
