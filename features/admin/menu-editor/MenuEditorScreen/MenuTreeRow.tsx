import { useSortable, type AnimateLayoutChanges } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Dropdown, Icon, IconButton, MenuIcon } from '@ds';
import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { INDENT_WIDTH, type KeyboardMove, type MenuItem, type MoveResult } from '../model';

export interface MenuTreeRowProps {
  /** The entry shown. */
  item: MenuItem;
  /** Its depth where it is drawn (while dragged: where it would land). */
  depth: number;
  /** Its place among its siblings, 1-based. */
  position: number;
  /** How many siblings it has, itself included. */
  siblings: number;
  /** Whether the sidebar hides it by title. */
  hiddenInSidebar: boolean;
  /** Whether it is the entry open in the form. */
  editing: boolean;
  /** Whether it is being dragged to a place the three-level limit refuses. */
  refused: boolean;
  /** Whether dragging and moving are off (while the order is saved). */
  disabled: boolean;
  /** What each move of its Move menu would do. */
  moves: Record<KeyboardMove, MoveResult>;
  /** Called with the move chosen in its Move menu. */
  onMoveChoice: (move: KeyboardMove) => void;
  /** Opens it in the form. */
  onEdit: () => void;
  /** Asks to delete it. */
  onDelete: () => void;
}

const rowLook = css`
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  min-height: 3.25rem;
  padding: var(--tck-space-1) var(--tck-space-3) var(--tck-space-1)
    calc(var(--tck-space-2) + var(--row-indent, 0px));
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
`;

const Row = styled.li`
  ${rowLook}
  position: relative;
  border-bottom: 1px solid var(--tck-color-border);

  /* A guide line under each ancestor's handle, so the levels read at a glance. */
  &::before {
    content: '';
    pointer-events: none;
    position: absolute;
    top: 0;
    bottom: 0;
    left: calc(var(--tck-space-2) + ${INDENT_WIDTH / 2 - 1}px);
    width: var(--row-indent, 0px);
    background: repeating-linear-gradient(
      to right,
      var(--tck-color-border) 0 2px,
      transparent 2px ${INDENT_WIDTH}px
    );
  }

  &[data-editing='true'] {
    box-shadow: inset 4px 0 0 var(--tck-color-primary);
  }
  &[data-dragging='true'] {
    background: var(--tck-color-background);
    outline: 2px dashed var(--tck-color-primary);
    outline-offset: -2px;
  }
  &[data-dragging='true'] > * {
    opacity: 0.5;
  }
  &[data-refused='true'] {
    outline-color: var(--tck-color-danger);
  }
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--tck-control-height-sm);
  height: var(--tck-control-height-sm);
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--tck-radius-md);
  background: transparent;
  color: var(--tck-color-text-muted);
  cursor: grab;
  /* Touch drags move the row instead of scrolling the page. */
  touch-action: none;

  &:hover {
    border-color: var(--tck-color-border);
    background: var(--tck-color-secondary);
    color: var(--tck-color-text);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Glyph = styled.span`
  display: inline-flex;
  justify-content: center;
  flex: none;
  width: 1.5rem;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-md);
`;

const Text = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: var(--tck-font-weight-semibold);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Uri = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: var(--tck-font-mono);
  font-size: var(--tck-font-size-xs);
  color: var(--tck-color-text-muted);
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-1);
  flex: none;
  padding: 0 var(--tck-space-2);
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-secondary);
  color: var(--tck-color-secondary-text);
  font-size: var(--tck-font-size-xs);
  line-height: 1.75;
`;

const Actions = styled.span`
  display: inline-flex;
  flex: none;
  gap: var(--tck-space-1);
`;

const MoveMenu = styled(Dropdown)`
  & > button {
    min-height: var(--tck-control-height-sm);
    padding: 0 var(--tck-space-2);
  }
`;

const moveLabels: Record<KeyboardMove, string> = {
  up: 'Move up',
  down: 'Move down',
  indent: 'Nest under the entry above',
  outdent: 'Move out of its group',
};

// Rows jump into place after a drop instead of sliding from where they were measured.
const animateLayoutChanges: AnimateLayoutChanges = ({ isSorting, wasDragging }) =>
  !(isSorting || wasDragging);

/** One entry of the menu tree: drag handle, icon, title and uri, Move menu, Edit and Delete. */
export function MenuTreeRow({
  item,
  depth,
  position,
  siblings,
  hiddenInSidebar,
  editing,
  refused,
  disabled,
  moves,
  onMoveChoice,
  onEdit,
  onDelete,
}: MenuTreeRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id, disabled, animateLayoutChanges });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    '--row-indent': `${depth * INDENT_WIDTH}px`,
  } as CSSProperties;

  return (
    <Row
      ref={setNodeRef}
      style={style}
      data-id={item.id}
      data-editing={editing}
      data-dragging={isDragging}
      data-refused={isDragging && refused}
      aria-level={depth + 1}
      aria-posinset={position}
      aria-setsize={siblings}
    >
      <Handle
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Drag ${item.title}`}
        title="Drag to move, or press Space to pick up"
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <Icon name="fa-arrows" />
      </Handle>
      <Glyph>
        <MenuIcon name={item.icon} fixedWidth />
      </Glyph>
      <Text>
        <Title>{item.title}</Title>
        {item.uri ? <Uri>{item.uri}</Uri> : null}
      </Text>
      {hiddenInSidebar ? (
        <Tag>
          <Icon name="fa-eye-slash" /> Hidden in sidebar
        </Tag>
      ) : null}
      <Actions>
        <MoveMenu
          label={<Icon name="fa-sort" />}
          triggerLabel={`Move ${item.title}`}
          items={(Object.keys(moveLabels) as KeyboardMove[]).map((move) => {
            const result = moves[move];
            return {
              id: move,
              label: moveLabels[move],
              // Moves the position rules out are unavailable; the level limit is explained
              // when chosen, as the reason is not visible.
              disabled: disabled || (!result.ok && result.reason !== 'too-deep'),
              onSelect: () => onMoveChoice(move),
            };
          })}
          align="end"
          hideChevron
        />
        <IconButton icon="fa-edit" label={`Edit ${item.title}`} size="sm" onClick={onEdit} />
        <IconButton
          icon="fa-trash"
          label={`Delete ${item.title}`}
          size="sm"
          variant="danger"
          onClick={onDelete}
        />
      </Actions>
    </Row>
  );
}

const OverlayRow = styled.div`
  ${rowLook}
  border: 1px solid var(--tck-color-primary);
  border-radius: var(--tck-radius-md);
  box-shadow: var(--tck-shadow-lg);
  cursor: grabbing;
`;

export interface DragPreviewProps {
  /** The dragged entry. */
  item: MenuItem;
  /** How many entries travel with it. */
  descendants: number;
}

/** What follows the pointer while an entry is dragged. */
export function DragPreview({ item, descendants }: DragPreviewProps) {
  return (
    <OverlayRow aria-hidden="true">
      <Glyph>
        <Icon name="fa-arrows" />
      </Glyph>
      <Glyph>
        <MenuIcon name={item.icon} fixedWidth />
      </Glyph>
      <Text>
        <Title>{item.title}</Title>
      </Text>
      {descendants > 0 ? <Tag>+{descendants}</Tag> : null}
    </OverlayRow>
  );
}
