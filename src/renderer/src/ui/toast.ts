import { notification } from 'antd';
import { TOAST_DELAY_MS, TOAST_FADE_MS } from '@shared/domain/constants';

type Kind = 'success' | 'error' | 'warning' | 'info';

/** Toasts as the spec times them: shown after 100 ms, gone after 5 s. */
function show(kind: Kind, title: string, description?: string): void {
  window.setTimeout(() => {
    notification[kind]({ title, description, duration: TOAST_FADE_MS / 1000, placement: 'topRight' });
  }, TOAST_DELAY_MS);
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  /** The generic failure toast: title 'Error' with the server's message. */
  error: (description: string, title = 'Error') => show('error', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};
