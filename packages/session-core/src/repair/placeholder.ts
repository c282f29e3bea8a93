/**
 * The `customType` of the root `repair` adds under the id of a missing parent,
 * so the orphans keep their `parentId` (see repair.ts). The tree drawing shows
 * it as a placeholder.
 */
export const REPAIR_PLACEHOLDER_TYPE = "repair_placeholder";
