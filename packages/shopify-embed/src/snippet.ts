export { PODKIT_SNIPPET, embedCode } from '@podkit/sdk-core';
