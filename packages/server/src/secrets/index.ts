export { openText, sealText } from './sealed-text.js';
export { getServerSecret } from './server-secret.js';
export { serverSecrets } from './schema.js';
