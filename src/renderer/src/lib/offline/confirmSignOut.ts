import { Modal } from 'antd';
import { OFFLINE_MSG } from '@shared/offlineMessages';
import { outbox } from './outbox';

/**
 * Signing out with saves still in the outbox asks first: they stay kept for this user (never sent
 * under another session) and go out when this user signs in again.
 */
export function confirmSignOut(signOut: () => Promise<void>): void {
  const count = outbox.snapshot().length;
  if (!count) {
    void signOut();
    return;
  }
  Modal.confirm({
    title: 'Cerrar sesión',
    content: OFFLINE_MSG.signOutPending(count),
    okText: 'Cerrar sesión',
    okButtonProps: { danger: true },
    cancelText: 'Cancelar',
    onOk: () => signOut(),
  });
}
