import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { PAIRING_CODE_LENGTH, normalizePairingCode } from '@shared/schemas/waitingListDisplay';
import { bridge } from '../lib/bridge';
import { DISPLAY_BOARD_PATH } from './displayPaths';

/**
 * /pantalla/vincular: the first start of a display PC. The technician types the code an admin
 * created in 'Pantallas de lista de espera'; main exchanges it for the device credential and keeps
 * it; the board follows. No staff sign-in.
 */
export function PairingScreen() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paired, setPaired] = useState<string | null>(null);

  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await bridge['display:pair']({ code: normalizePairingCode(code) });
      if (!answer.ok) {
        setError(answer.message);
        return;
      }
      setPaired(`${answer.displayName} · ${answer.agencyName}`);
      window.location.replace(DISPLAY_BOARD_PATH);
    } catch {
      setError('No se pudo vincular la pantalla. Intente de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#000', padding: 24 }}>
      <Card style={{ width: 520, maxWidth: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Vincular pantalla de lista de espera
        </Typography.Title>
        <Typography.Paragraph>
          Escriba el código de {PAIRING_CODE_LENGTH} caracteres que le dio el administrador (JAC Store → Pantallas de lista de espera). El código
          sirve una sola vez y vence en 24 horas.
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
        {paired ? <Alert type="success" showIcon title={`Pantalla vinculada: ${paired}`} style={{ marginBottom: 16 }} /> : null}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label="Código de vinculación"
            name="code"
            rules={[
              { required: true, message: 'Escriba el código' },
              { validator: async (_r, value: string | undefined) => (!value || normalizePairingCode(value).length === PAIRING_CODE_LENGTH ? undefined : Promise.reject(new Error(`El código tiene ${PAIRING_CODE_LENGTH} caracteres`))) },
            ]}
          >
            <Input autoFocus autoComplete="off" size="large" maxLength={12} placeholder="ABCD-EFGH" style={{ textTransform: 'uppercase', letterSpacing: 4, fontSize: 24 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Vincular pantalla
          </Button>
        </Form>
      </Card>
    </main>
  );
}
