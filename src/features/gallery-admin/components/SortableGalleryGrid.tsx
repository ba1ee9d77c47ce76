import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@/api/generated/shopApi';

interface Props {
  images: readonly GalleryImage[];
  disabled: boolean;
  onDrop(movedId: number, overId: number): void;
  /** One card, given its drag handle. */
  renderCard(image: GalleryImage, index: number, dragHandle: ReactNode): ReactNode;
  busy?: boolean;
}

function SortableItem({
  image,
  index,
  disabled,
  renderCard,
}: {
  image: GalleryImage;
  index: number;
  disabled: boolean;
  renderCard: Props['renderCard'];
}) {
  const { t } = useTranslation('gallery');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="btn btn-outline-secondary btn-sm gallery-card__handle"
      {...attributes}
      {...listeners}
      aria-label={t('card.drag', { title: image.title })}
      title={t('card.dragShort')}
      disabled={disabled}
    >
      <i className="bi bi-grip-vertical" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`col gallery-sortable ${isDragging ? 'is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {renderCard(image, index, handle)}
    </li>
  );
}

/**
 * The card grid, sortable by drag and drop with dnd-kit: pointer (mouse, pen,
 * touch) on the handle, and the keyboard (space or enter on the handle, the
 * arrow keys, space again to drop, escape to cancel), with spoken instructions
 * and announcements.
 */
export function SortableGalleryGrid({ images, disabled, onDrop, renderCard, busy }: Props) {
  const { t } = useTranslation('gallery');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => images.map((image) => image.id), [images]);
  const titleOf = (id: UniqueIdentifier) => images.find((image) => image.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dnd.pickedUp', { title: titleOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: ids.length })
        : t('dnd.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id), total: ids.length })
        : t('dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(Number(active.id), Number(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 list-unstyled mb-0" aria-busy={busy}>
          {images.map((image, index) => (
            <SortableItem key={image.id} image={image} index={index} disabled={disabled} renderCard={renderCard} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
