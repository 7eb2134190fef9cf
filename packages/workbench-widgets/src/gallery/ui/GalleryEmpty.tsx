/** What the grid says when it shows nothing: a failed load with 重试, or why it is empty. */
export function GalleryEmpty(props: {
  failed: boolean;
  filtered: boolean;
  own: boolean;
  uploadAllowed: boolean;
  onRetry: () => void;
}) {
  if (props.failed) {
    return (
      <>
        <span>素材加载失败</span>
        <button type="button" className="pk-link-button" onClick={props.onRetry}>
          重试
        </button>
      </>
    );
  }
  return (
    <span>
      {props.filtered ? '没有符合条件的素材' : props.own ? '还没有素材' : '还没有人分享素材'}
      {props.uploadAllowed && !props.filtered ? '，点击“上传素材”或把图片拖到这里' : ''}
    </span>
  );
}
