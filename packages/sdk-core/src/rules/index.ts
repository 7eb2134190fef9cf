/**
 * The small rules of spec sections 5 and 9, the site's days and the category tree: pure functions
 * with no I/O, no DOM and no imports from outside this folder, so the server may use them too
 * (`@podkit/sdk-core/rules`) and both sides agree.
 */
export { normalizeKeyword } from './normalize-keyword';
export { escapeAngleBrackets } from './escape-angle-brackets';
export { truncateAmount } from './truncate-amount';
export { randomName, uploadKeyName, UPLOAD_KEY_NAME_LENGTH } from './random-name';
export { printAreaWarningLevel } from './print-area-warning';
export type { PrintAreaWarningLevel } from './print-area-warning';
export { BREAKPOINTS, breakpointOf } from './breakpoint';
export type { Breakpoint } from './breakpoint';
export { hasOperate } from './has-operate';
export type { MenuOperate } from './has-operate';
export { levelProgress } from './level-progress';
export type { LevelProgressInput } from './level-progress';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  DESIGN_CANVAS_PX,
  MESSAGE_DROPDOWN_LIMIT,
  NOTICE_DIALOG_WIDTH,
  NOTICE_TICKER_DELAY_MS,
  PREVIEW_REDRAW_PAUSE_MS,
  PX_PER_MM,
  TOKEN_TTL_MS,
  UNDO_HISTORY_MAX,
  UPLOAD_EXTENSIONS,
} from './constants';
export {
  DEFAULT_SITE_TIME_ZONE,
  addDays,
  dateTimeOf,
  dayOf,
  daysBetween,
  endOfDay,
  isDay,
  isTimeZone,
  lastDays,
  startOfDay,
  today,
} from './site-time';
export { ean13CheckDigit, FNSKU_PATTERN, isValidEan13, SKU_CODE_PATTERN } from './sku-codes';
export { ETSY_WHEN_MADE, ETSY_WHO_MADE } from './etsy-listing';
export type { EtsyWhenMade, EtsyWhoMade } from './etsy-listing';
export {
  buildTree,
  bySort,
  bySortThenId,
  categoryPaths,
  categoryTreeOptions,
  findNode,
  flattenTree,
  idsBelow,
  mapTree,
  nodePath,
  subtreeIds,
  selfAndDescendants,
} from './category-tree';
export type { CategoryTreeOption, NestedNode, TreeKeys, TreeNode } from './category-tree';
export { dropIndex, movedTree, moveWithinLevel, siblingsOf, withLevel } from './category-order';
export type { IdTree, SortableCategory, TreeDrop } from './category-order';
