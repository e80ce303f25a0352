import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { FLEET_AUTOCOMPLETE_MIN } from '@shared/domain/fleetConstants';
import type { ContactSuggestion } from '@shared/schemas/fleetLead';
import { formatPhone } from '@shared/domain/phone';

export interface ContactNameAutocompleteProps {
  id?: string;
  value: string;
  /** Whose contacts are suggested ('company-12', 'store-3'); none: a plain text box. */
  scope: string | undefined;
  fetch(filter: string): Promise<ContactSuggestion[]>;
  onChange(name: string): void;
  /** A suggestion was picked: its phone and e-mail fill the fields beside it. */
  onPick(contact: ContactSuggestion): void;
  placeholder?: string;
}

/** A contact-name box suggesting known contacts once 5 characters are typed (spec part 2 §5, §9). */
export function ContactNameAutocomplete({ id, value, scope, fetch, onChange, onPick, placeholder }: ContactNameAutocompleteProps) {
  const [term, setTerm] = useState(value.trim());
  // A short pause so a fast typist sends one request, not one per key.
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(value.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [value]);
  const suggestions = useQuery({
    queryKey: ['fleet', 'contactSuggestions', scope, term],
    queryFn: () => fetch(term),
    enabled: scope !== undefined && term.length >= FLEET_AUTOCOMPLETE_MIN,
    staleTime: 30_000,
  });
  const options = scope !== undefined && value.trim().length >= FLEET_AUTOCOMPLETE_MIN ? (suggestions.data ?? []) : [];

  return (
    <AutoComplete
      id={id}
      value={value}
      placeholder={placeholder}
      maxLength={120}
      // Typing goes through onSearch only, so picking a suggestion (onSelect) is not undone by a change event.
      onSearch={(v: string) => onChange(v)}
      onSelect={(_v: string, option: { contact: ContactSuggestion }) => onPick(option.contact)}
      options={options.map((c, i) => ({
        key: `${c.id ?? 'new'}-${i}`,
        value: c.name,
        label: (
          <span>
            {c.name}
            <span style={{ color: '#8c8c8c', marginLeft: 8, fontSize: 12 }}>{[c.phone ? formatPhone(c.phone) : null, c.email].filter(Boolean).join(' · ')}</span>
          </span>
        ),
        contact: c,
      }))}
    />
  );
}
