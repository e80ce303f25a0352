import { Modal, Typography } from 'antd';
import { isMac } from './paletteKeys';

export interface ShortcutsHelpProps {
  onClose(): void;
}

/** '?' (issue 43): the keyboard map. */
export function ShortcutsHelp({ onClose }: ShortcutsHelpProps) {
  const mod = isMac() ? '⌘' : 'Ctrl';
  const rows: [string, string][] = [
    [`${mod}+K`, 'Buscar registros, pantallas y acciones'],
    ['↑ ↓', 'Moverse entre los resultados'],
    ['Enter', 'Abrir el resultado o la fila elegida'],
    ['Esc', 'Cerrar y volver a donde estabas'],
    ['Tab / Mayús+Tab', 'Recorrer los controles de la pantalla'],
    ['?', 'Mostrar estos atajos'],
  ];
  return (
    <Modal open title="Atajos de teclado" footer={null} onCancel={onClose} destroyOnHidden>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', marginBottom: 8 }}>
          <Typography.Text type="secondary">Las listas y los detalles se usan con el teclado como siempre.</Typography.Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>Tecla</th>
            <th scope="col" style={{ textAlign: 'left' }}>Acción</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, what]) => (
            <tr key={key}>
              <td style={{ padding: '4px 8px 4px 0' }}>
                <kbd>{key}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
