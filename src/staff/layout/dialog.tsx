import { Button, Group, Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The workspace's dialog: Mantine's Modal, put together so that it adds no second banner
 * landmark to the page (its header is a plain block, not a `<header>` outside any section) and
 * its close button is named.
 */
export function Dialog({
  opened,
  onClose,
  title,
  size,
  children,
}: Pick<ModalRootProps, 'opened' | 'onClose' | 'size'> & {
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A dialog form's last row: Cancel, and the button that sends the form. */
export function DialogActions({
  onCancel,
  submitLabel,
  busy,
  color,
}: {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  /** `red` for a button that erases. */
  color?: 'red';
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} color={color}>
        {submitLabel}
      </Button>
    </Group>
  );
}
