// The editor's material picker, split from the editor chunk: loaded when the materials panel opens.
export { Gallery } from '@podkit/workbench-widgets';
