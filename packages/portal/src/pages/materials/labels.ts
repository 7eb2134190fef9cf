/** Longest tag or category name the server takes (its TagNameSchema / CategoryNameSchema). */
export const LABEL_MAX = 30;
