import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@lp/ui';
import { EllipsisVertical } from '@lp/ui/icons';
import { useRef } from 'react';

export interface MoveTarget {
  id: string;
  title: string;
}

export interface ItemActionsMenuProps {
  /** The trigger's name, such as "Actions for Lesson 'Variables'". */
  label: string;
  focusKey: string;
  texts: { moveUp: string; moveDown: string; moveToModule: string };
  /** Null at the top or bottom of the list (the item is shown, disabled). */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  /** Other modules a lesson can move to (to their end); none for a module. @default [] */
  moveTargets?: readonly MoveTarget[];
  onMoveTo?: (moduleId: string) => void;
}

/**
 * An item's keyboard-and-pointer alternative to dragging: move up, move down and, for a lesson,
 * move to another module. Focus is placed by the builder after a move, not returned here.
 */
export function ItemActionsMenu({
  label,
  focusKey,
  texts,
  onMoveUp,
  onMoveDown,
  moveTargets = [],
  onMoveTo,
}: ItemActionsMenuProps) {
  // After a move the builder focuses the moved item; the menu gives focus back only otherwise.
  const moved = useRef(false);
  const move = (action: (() => void) | null | undefined) => () => {
    moved.current = true;
    action?.();
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} data-focus-key={focusKey}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (moved.current) event.preventDefault();
          moved.current = false;
        }}
      >
        <DropdownMenuItem disabled={!onMoveUp} onSelect={move(onMoveUp)}>
          {texts.moveUp}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!onMoveDown} onSelect={move(onMoveDown)}>
          {texts.moveDown}
        </DropdownMenuItem>
        {moveTargets.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuLabel>{texts.moveToModule}</DropdownMenuLabel>
              {moveTargets.map((target) => (
                <DropdownMenuItem key={target.id} onSelect={move(() => onMoveTo?.(target.id))}>
                  {target.title}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
