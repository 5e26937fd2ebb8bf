export const REGIONS = [
  "North America",
  "South America",
  "Europe",
  "Asia",
  "Africa",
  "Oceania",
] as const;
export type Region = (typeof REGIONS)[number];
