import { useState, type ReactNode } from 'react';
import { Form } from 'antd';
import { useDirtyForm } from './useDirtyForm';

export interface DirtyFormScopeProps {
  /** The form is open and not yet saved (a modal's form step, an edit page). */
  active: boolean;
  children: ReactNode;
}

/**
 * Every antd Form inside is watched: once the user changes a field it counts as unsaved until the
 * scope goes inactive (saved, cancelled, closed). No form needs wiring of its own.
 */
export function DirtyFormScope({ active, children }: DirtyFormScopeProps) {
  const [touched, setTouched] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setTouched(false);
  }
  useDirtyForm(active && touched);
  return (
    <Form.Provider
      // Unnamed forms are not in the provider's `forms`: the changed fields say whether a person touched them.
      onFormChange={(_name, { changedFields }) => {
        if (active && !touched && changedFields.some((field) => field.touched)) setTouched(true);
      }}
    >
      {children}
    </Form.Provider>
  );
}
