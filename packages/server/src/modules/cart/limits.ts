/**
 * The most of one line a cart holds. Its own file with no imports: the wire schemas and the cart
 * rules both read it, and an import cycle through either must not find it uninitialised.
 */
export const MAX_QUANTITY = 9999;
