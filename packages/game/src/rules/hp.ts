/** A hunter's hit points before any upgrade (spec: playerMaxHP defaults to 100). */
export const BASE_MAX_HP = 100;
