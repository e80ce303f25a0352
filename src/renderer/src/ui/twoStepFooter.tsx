import type { ReactNode } from 'react';
import { Button } from 'antd';

export interface TwoStepFooterProps {
  onFirstStep: boolean;
  onCancel(): void;
  onNext(): void;
  onBack(): void;
  onSubmit(): void;
  submitLabel: string;
  submitting: boolean;
  backLabel?: string;
}

/** The footer of a two-step dialog: Cancelar / Siguiente on the first step, Anterior / submit on the second. */
export function twoStepFooter(p: TwoStepFooterProps): ReactNode[] {
  return p.onFirstStep
    ? [
        <Button key="cancel" onClick={p.onCancel}>
          Cancelar
        </Button>,
        <Button key="next" type="primary" onClick={p.onNext}>
          Siguiente
        </Button>,
      ]
    : [
        <Button key="back" onClick={p.onBack}>
          {p.backLabel ?? 'Anterior'}
        </Button>,
        <Button key="save" type="primary" loading={p.submitting} onClick={p.onSubmit}>
          {p.submitLabel}
        </Button>,
      ];
}
