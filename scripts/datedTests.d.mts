export const DATED_UNIT_PATHS: string[];
export const DATED_JOURNEY_TAG: string;
export const DATED_JOURNEY_PROJECT: string;
export function datedTestsApart(): boolean;
export function datedUnitExclude(): string[];
