import { formatHotkey, HOTKEYS, type HotkeyAction } from '../hotkeys';
import { Icon } from '@podkit/widget-kit';

/** Toolbar groups, in order; every hot-keyed action of spec section 2 has its button. */
const GROUPS: HotkeyAction[][] = [
  ['save', 'chooseProduct', 'themeDesign', 'redesign'],
  ['undo', 'redo'],
  ['moveUp', 'moveDown', 'moveLeft', 'moveRight'],
  ['fill', 'fit', 'mirrorHorizontal', 'mirrorVertical'],
  ['rotate90', 'rotate45', 'rotateHalfDegree'],
  ['tileBasic', 'tileMirror', 'delete'],
];

const LABELS = new Map(HOTKEYS.map((hotkey) => [hotkey.action, hotkey.label]));

/** The tooltip of an action's button: its name and key, e.g. 填充 (Ctrl+B). */
export function toolTitle(action: HotkeyAction, platform: 'mac' | 'other' = 'other'): string {
  return `${LABELS.get(action) ?? action} (${formatHotkey(action, platform)})`;
}

export function Toolbar(props: {
  platform: 'mac' | 'other';
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  /** Actions the user may not use (button permissions); their buttons are left out. */
  hidden?: readonly HotkeyAction[];
  zoom: number;
  onAction(action: HotkeyAction): void;
  onZoom(direction: 'in' | 'out' | 'reset'): void;
}) {
  const needsSelection = (action: HotkeyAction) =>
    action.startsWith('move') ||
    action.startsWith('rotate') ||
    action.startsWith('mirror') ||
    action.startsWith('tile') ||
    action === 'fill' ||
    action === 'fit' ||
    action === 'delete';
  const disabled = (action: HotkeyAction) =>
    (action === 'undo' && !props.canUndo) ||
    (action === 'redo' && !props.canRedo) ||
    (needsSelection(action) && !props.hasSelection);
  return (
    <div className="pe-toolbar" role="toolbar" aria-label="设计工具">
      {GROUPS.map((group, index) => (
        <span key={group[0]} style={{ display: 'contents' }}>
          {index > 0 ? <span className="pe-sep" aria-hidden="true" /> : null}
          {group
            .filter((action) => !props.hidden?.includes(action))
            .map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'save' ? 'pe-tool pe-primary' : 'pe-tool'}
                title={toolTitle(action, props.platform)}
                aria-label={LABELS.get(action)}
                data-action={action}
                disabled={disabled(action)}
                onClick={() => props.onAction(action)}
              >
                {LABELS.get(action)}
              </button>
            ))}
        </span>
      ))}
      <span className="pe-zoom">
        <button
          type="button"
          className="pe-tool"
          aria-label="缩小"
          onClick={() => props.onZoom('out')}
        >
          <Icon name="minus" />
        </button>
        <span aria-label="缩放比例">{Math.round(props.zoom * 100)}%</span>
        <button
          type="button"
          className="pe-tool"
          aria-label="放大"
          onClick={() => props.onZoom('in')}
        >
          <Icon name="plus" />
        </button>
        <button type="button" className="pe-tool" onClick={() => props.onZoom('reset')}>
          适合窗口
        </button>
      </span>
    </div>
  );
}
