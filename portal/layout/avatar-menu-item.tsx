import type { KeyboardEvent, ReactNode, Ref } from 'react';

export interface AvatarMenuItemProps {
  label: string;
  detail?: string | undefined;
  badge?: ReactNode;
  /** Workspace entries are radio items (one is the active one); the others are plain items. */
  checked?: boolean | undefined;
  focusable: boolean;
  className: string;
  labelClassName: string;
  detailClassName: string;
  textClassName: string;
  itemRef: Ref<HTMLDivElement>;
  onChoose: () => void;
}

/** One entry of the avatar menu: Enter, Space or a click chooses it. */
export function AvatarMenuItem(props: AvatarMenuItemProps) {
  const { label, detail, badge, checked, focusable, itemRef, onChoose } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose();
    }
  };
  const content = (
    <>
      {badge}
      <span className={props.textClassName}>
        <span className={props.labelClassName}>{label}</span>
        {detail && <span className={props.detailClassName}>{detail}</span>}
      </span>
    </>
  );
  if (checked === undefined) {
    return (
      <div
        ref={itemRef}
        role="menuitem"
        tabIndex={focusable ? 0 : -1}
        className={props.className}
        onClick={onChoose}
        onKeyDown={onKeyDown}
      >
        {content}
      </div>
    );
  }
  return (
    <div
      ref={itemRef}
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={focusable ? 0 : -1}
      className={props.className}
      onClick={onChoose}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}
