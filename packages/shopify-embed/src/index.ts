export { PODKIT_SNIPPET, embedCode } from './snippet';
export { installPodkitGlobal } from './loader';
export type { PodkitCommand, PodkitCommands, PodkitGlobal } from './loader';
export { PODKIT_EVENT_PREFIX, emitPodkitEvent } from './events';
