export { getServerSecret } from './server-secret.js';
export { serverSecrets } from './schema.js';
