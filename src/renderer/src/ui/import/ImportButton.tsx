import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { IMPORT_PERMISSION, type ImportKind } from '@shared/domain/importKinds';
import { useSignedIn } from '../../lib/session';
import { lazyDialog } from '../lazyDialog';
import { useActionParam } from '../useActionParam';

const ImportWizard = lazyDialog(() => import('./ImportWizard'), 'ImportWizard');

export interface ImportButtonProps {
  kind: ImportKind;
  invalidate: QueryKey[];
  /** Retail leads: the agency's origins, loaded when the wizard opens. */
  useOrigins?: (enabled: boolean) => { value: number; label: string }[] | undefined;
  /** The palette's action that opens the wizard on this list ('importar'); omitted: only the button does. */
  action?: string;
}

/** 'Importar' of a list, shown to the roles the kind's permission names (the API checks the same). */
export function ImportButton({ kind, invalidate, useOrigins, action }: ImportButtonProps) {
  const { role } = useSignedIn();
  const [open, setOpen] = useState(false);
  const allowed = can(role, IMPORT_PERMISSION[kind]);
  useActionParam(action ?? '', () => {
    if (allowed && action) setOpen(true);
  });
  const origins = useOrigins?.(open);
  if (!allowed) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        Importar
      </Button>
      <ImportWizard kind={kind} open={open} onClose={() => setOpen(false)} invalidate={invalidate} origins={useOrigins ? (origins ?? []) : undefined} />
    </>
  );
}
