/**
 * The bundle's items in order: drag a handle to reorder (dnd-kit; the handle
 * also works from the keyboard — Space to lift, arrows to move, Space to
 * drop — with spoken instructions and announcements), or use Move up / Move
 * down. Each item can be removed or chosen as the cover; "first item" is the
 * default cover. Focus stays with the item being moved or goes to a
 * neighbour when one is removed, and every change is announced.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { KindBadge, StatusBadge, Thumb } from './MediaBadges';
import type { BundleItem } from './types';

type Action = 'up' | 'down' | 'remove';

export function BundleItemList({
  items,
  onItemsChange,
  coverId,
  onCoverChange,
  error,
  focusRef,
}: {
  items: readonly BundleItem[];
  onItemsChange: (items: BundleItem[]) => void;
  /** The chosen cover; null: the first item. */
  coverId: string | null;
  onCoverChange: (id: string | null) => void;
  /** A problem with the items or the cover, shown above the list. */
  error?: string;
  /** Receives the element to focus when the items are in error (the list's heading). */
  focusRef?: Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  // Which button to focus once React has moved the item (a moved node loses focus in some browsers).
  const [focusAfter, setFocusAfter] = useState<{ id: string; action: Action } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (itemId: string | number) => items.find((i) => i.id === itemId)?.title ?? 'The item';
  const positionOf = (itemId: string | number) => items.findIndex((i) => i.id === itemId) + 1;

  useEffect(() => {
    if (!focusAfter) return;
    const { id: itemId, action } = focusAfter;
    const index = items.findIndex((i) => i.id === itemId);
    const candidates: string[] =
      action === 'remove'
        ? [`${items[index]?.id}:remove`, `${items[index - 1]?.id}:remove`]
        : [`${itemId}:${action}`, `${itemId}:${action === 'up' ? 'down' : 'up'}`];
    const target = candidates.map((key) => buttons.current.get(key)).find((b) => b && !b.disabled);
    (target ?? document.getElementById(`${id}-heading`))?.focus();
    setFocusAfter(null);
  }, [focusAfter, items, id]);

  function move(itemId: string, by: -1 | 1) {
    const from = items.findIndex((i) => i.id === itemId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return;
    onItemsChange(arrayMove([...items], from, to));
    setAnnouncement(`${titleOf(itemId)} moved to position ${to + 1} of ${items.length}.`);
    setFocusAfter({ id: itemId, action: by < 0 ? 'up' : 'down' });
  }

  function remove(itemId: string) {
    const index = items.findIndex((i) => i.id === itemId);
    const rest = items.filter((i) => i.id !== itemId);
    onItemsChange(rest);
    if (coverId === itemId) onCoverChange(null);
    setAnnouncement(`${titleOf(itemId)} removed from the bundle.`);
    // Focus the item that took its place, or the one before it.
    setFocusAfter({ id: rest[Math.min(index, rest.length - 1)]?.id ?? '', action: 'remove' });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from >= 0 && to >= 0) onItemsChange(arrayMove([...items], from, to));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, at position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  const instructions: ScreenReaderInstructions = {
    draggable:
      'To reorder, press Space to pick the item up, use the arrow keys to move it, Space again to drop it, or Escape to cancel. Or use the Move up and Move down buttons.',
  };

  return (
    <div className="bundle-items">
      <h3 id={`${id}-heading`} ref={focusRef} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
        Items <span className="bundle-items__count">({items.length})</span>
      </h3>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="bundle-items__empty">
          No items yet. Search for media below and add them; the first is the cover.
        </p>
      ) : (
        <fieldset className="bundle-items__fieldset">
          <legend className="bundle-items__legend">Order, and the cover of the bundle</legend>
          <label className="bundle-items__auto">
            <input type="radio" name={`${id}-cover`} checked={coverId === null} onChange={() => onCoverChange(null)} />
            Cover: the first item
          </label>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: instructions }}
          >
            <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
              <ol className="bundle-items__list">
                {items.map((item, index) => (
                  <SortableItem
                    key={item.id}
                    item={item}
                    position={index + 1}
                    count={items.length}
                    coverName={`${id}-cover`}
                    isCover={coverId === item.id}
                    onCover={() => onCoverChange(item.id)}
                    onMove={(by) => move(item.id, by)}
                    onRemove={() => remove(item.id)}
                    buttonRef={(action, el) => buttons.current.set(`${item.id}:${action}`, el)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </fieldset>
      )}
    </div>
  );
}

function SortableItem({
  item,
  position,
  count,
  coverName,
  isCover,
  onCover,
  onMove,
  onRemove,
  buttonRef,
}: {
  item: BundleItem;
  position: number;
  count: number;
  coverName: string;
  isCover: boolean;
  onCover: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  buttonRef: (action: Action, el: HTMLButtonElement | null) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'bundle-item is-dragging' : 'bundle-item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="bundle-item__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${item.title}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="bundle-item__position" aria-hidden="true">
        {position}
      </span>
      <Thumb url={item.thumbnailUrl} kind={item.kind} />
      <span className="bundle-media__text">
        <span className="bundle-media__title">{item.title}</span>
        <span className="bundle-media__badges">
          <KindBadge kind={item.kind} />
          <StatusBadge status={item.status} />
        </span>
      </span>
      <label className="bundle-item__cover">
        <input type="radio" name={coverName} checked={isCover} onChange={onCover} />
        Cover<span className="visually-hidden"> for {item.title}</span>
      </label>
      <span className="bundle-item__buttons">
        <button
          ref={(el) => buttonRef('up', el)}
          type="button"
          className="button button--ghost button--small"
          disabled={position === 1}
          onClick={() => onMove(-1)}
        >
          Move up<span className="visually-hidden"> {item.title}</span>
        </button>
        <button
          ref={(el) => buttonRef('down', el)}
          type="button"
          className="button button--ghost button--small"
          disabled={position === count}
          onClick={() => onMove(1)}
        >
          Move down<span className="visually-hidden"> {item.title}</span>
        </button>
        <button
          ref={(el) => buttonRef('remove', el)}
          type="button"
          className="button button--ghost button--small bundle-item__remove"
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> {item.title}</span>
        </button>
      </span>
    </li>
  );
}
