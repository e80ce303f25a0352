import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Modal, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Role } from '@shared/domain/roles';
import type { SearchAnswer } from '@shared/schemas/searchResponses';
import { api } from '../../lib/apiClient';
import { actionEntries, hitEntry, matchesText, screenEntries, type PaletteEntry } from './paletteEntries';

/** The pause in typing after which the palette asks the API (one call a pause; a newer one cancels it). */
const DEBOUNCE_MS = 180;

export interface CommandPaletteProps {
  role: Role;
  onClose(): void;
}

/**
 * Ctrl+K / ⌘K (issue 43): one box for the records the user may see (GET /api/search), the screens of
 * their menu and the actions their role may start. Arrows move, Enter opens, Esc closes (the host puts
 * the focus back where it was). A combobox with a listbox, its count announced to screen readers.
 */
export function CommandPalette({ role, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // The answer for the words it was asked for: a newer word shows nothing stale, only 'Buscando…'.
  const [result, setResult] = useState<{ q: string; hits: PaletteEntry[]; failed: boolean }>({ q: '', hits: [], failed: false });
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const fixed = useMemo(() => [...actionEntries(role), ...screenEntries(role)], [role]);
  const q = text.trim();
  const searchable = q.length >= 3 || /^#?\d+$/.test(q);

  useEffect(() => {
    if (!searchable) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<SearchAnswer>('/search', { params: { q }, signal: abort.signal })
        .then((res) => setResult({ q, hits: res.data.data.map(hitEntry), failed: false }))
        .catch(() => {
          if (!abort.signal.aborted) setResult({ q, hits: [], failed: true });
        });
    }, DEBOUNCE_MS);
    // A newer keystroke cancels both the pending call and the one in flight.
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [q, searchable]);

  const searching = searchable && result.q !== q;
  const failed = searchable && result.q === q && result.failed;
  const entries = useMemo(() => {
    const hits = searchable && result.q === q ? result.hits : [];
    const others = q ? fixed.filter((e) => matchesText(e, q)) : fixed;
    return [...hits, ...others];
  }, [result, fixed, q, searchable]);
  const current = Math.min(active, Math.max(entries.length - 1, 0));

  const open = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    navigate(entry.href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = entries.length ? (current + step + entries.length) % entries.length : 0;
      setActive(next);
      listRef.current?.querySelector(`#palette-option-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(entries[current]);
    }
  };

  const status = searching ? 'Buscando…' : failed ? 'No se pudo buscar. Intenta de nuevo.' : `${entries.length} resultado${entries.length === 1 ? '' : 's'}`;
  return (
    <Modal open title="Buscar" footer={null} onCancel={onClose} destroyOnHidden width={640} styles={{ body: { paddingTop: 8 } }} aria-label="Buscar en el CRM">
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Nombre, teléfono, correo o #número; pantallas y acciones"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label="Buscar registros, pantallas y acciones"
        aria-expanded={entries.length > 0}
        aria-controls="palette-list"
        aria-autocomplete="list"
        aria-activedescendant={entries.length ? `palette-option-${current}` : undefined}
        data-testid="palette-input"
      />
      <div role="status" aria-live="polite" style={{ margin: '8px 0', color: 'rgba(0,0,0,0.65)', fontSize: 12 }} data-testid="palette-status">
        {status}
      </div>
      <ul id="palette-list" ref={listRef} role="listbox" aria-label="Resultados" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 380, overflowY: 'auto' }}>
        {entries.map((entry, i) => (
          <li
            key={entry.id}
            id={`palette-option-${i}`}
            role="option"
            aria-selected={i === current}
            onMouseEnter={() => setActive(i)}
            onMouseDown={(e) => {
              // Keep the focus in the box; the click opens the entry.
              e.preventDefault();
              open(entry);
            }}
            style={{ padding: '6px 10px', borderRadius: 6, cursor: 'pointer', background: i === current ? '#e6f4ff' : undefined }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 11, marginRight: 8 }}>
              {entry.group}
            </Typography.Text>
            <span>{entry.label}</span>
            {entry.detail ? (
              <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.65)' }} data-testid="palette-detail">
                {entry.detail}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
