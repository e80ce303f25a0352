/** What a person fills in: the first of these a dialog shows gets the focus when it opens. */
const FIELD = [
  'input:not([type="hidden"]):not([type="file"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

/** A Tab this recent moved the focus: it is going round the dialog, not arriving with its opening. */
const TAB_MS = 500;

/**
 * Every dialog (antd Modal) opens with the focus on its first field instead of the ✕ (issue 51).
 *
 * Why here and not in each dialog: antd locks the focus inside an open dialog by focusing its first
 * focusable element, which is the close button of the header; no Modal option names a field. So one
 * document listener watches the focus arriving from outside a dialog onto its frame or its ✕ (that
 * is, the dialog opening) and moves it to the first field of its body. A field focused by the dialog
 * itself (autoFocus), a dialog without fields, a confirmation (its button) and a Tab going round the
 * dialog are left alone. Installed once when the app mounts.
 */
export function focusDialogFirstField(doc: Document = document): void {
  let lastTab = -Infinity;
  doc.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Tab') lastTab = e.timeStamp;
    },
    true,
  );
  doc.addEventListener(
    'focusin',
    (e) => {
      const target = e.target;
      if (!(target instanceof HTMLElement)) return;
      const dialog = target.closest('.ant-modal');
      if (!dialog || dialog.classList.contains('ant-modal-confirm')) return;
      const body = dialog.querySelector('.ant-modal-body');
      if (!body || body.contains(target)) return;
      const from = e.relatedTarget;
      if (from instanceof Node && dialog.contains(from)) return;
      if (e.timeStamp - lastTab < TAB_MS) return;
      // The frame antd focuses, or the first focusable it falls back to (the ✕).
      if (!target.matches('.ant-modal-close') && !target.contains(body)) return;
      const field = Array.from(body.querySelectorAll<HTMLElement>(FIELD)).find((el) => el.getClientRects().length > 0);
      field?.focus();
    },
    true,
  );
}
