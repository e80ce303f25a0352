import { useState } from 'react';
import { Button, Card, Checkbox, Flex, InputNumber, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ARCO_MSG, PERSON_RECORD_KINDS, type PersonRecordKind } from '@shared/domain/arcoMessages';
import { formatDateTime } from '@shared/domain/dates';
import { RETENTION_LIMITS } from '@shared/domain/privacyRetention';
import type { PrivacySettings, PrivacySettingsInput } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { callData } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

type Draft = Required<Pick<PrivacySettingsInput, 'lostLeadBlockDays' | 'blockedEraseDays' | 'saleEraseDays'>>;

/** What the retention job did in its last run, in one line ('Última ejecución de retención'). */
function lastRunText(run: PrivacySettings['retentionLastRun']): string {
  if (!run) return 'Todavía no se ha ejecutado.';
  const erased = Object.entries(run.erased)
    .map(([kind, n]) => `${PERSON_RECORD_KINDS[kind as PersonRecordKind] ?? kind}: ${n}`)
    .join(', ');
  return `${formatDateTime(run.at)} · leads perdidos bloqueados: ${run.blockedLeads} · registros suprimidos: ${erased || 'ninguno'}${run.more ? ' · continúa en la siguiente ejecución' : ''}`;
}

/**
 * The agency's retention periods (issue 54), beside the ARCO period: how long a lost (frozen) lead stays
 * in use before it is blocked (or never by age), how long blocked data is kept before its personal
 * fields are suppressed, and how long records tied to a sale are kept (the fiscal period). The job runs
 * once an hour and its last run is shown here.
 */
export function RetentionCard() {
  const client = useQueryClient();
  const settings = useQuery(privacyQueries.settings());
  const [draft, setDraft] = useState<Partial<Draft>>({});
  const save = useMutation({
    mutationFn: (data: Partial<Draft>) => callData(arcoRoutes.saveSettings, { body: { data } }),
    onSuccess: (data) => {
      client.setQueryData(privacyQueries.settings().queryKey, data);
      setDraft({});
      toast.success(ARCO_MSG.settingsSaved);
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const s = settings.data;
  if (!s) return <Card title="Conservación y supresión de datos">{settings.isLoading ? <Spin /> : null}</Card>;
  const value = <K extends keyof Draft>(k: K): Draft[K] => (k in draft ? (draft[k] as Draft[K]) : s[k]);
  const lost = value('lostLeadBlockDays');
  const days = (label: string, key: 'blockedEraseDays' | 'saleEraseDays' | 'lostLeadBlockDays', help: string) => (
    <Flex vertical gap={4}>
      <Typography.Text>{label}</Typography.Text>
      <InputNumber
        aria-label={label}
        min={RETENTION_LIMITS[key].min}
        max={RETENTION_LIMITS[key].max}
        precision={0}
        addonAfter="días"
        value={value(key) ?? undefined}
        disabled={key === 'lostLeadBlockDays' && lost === null}
        onChange={(v) => v !== null && setDraft((d) => ({ ...d, [key]: v }))}
      />
      <Typography.Text type="secondary">{help}</Typography.Text>
    </Flex>
  );
  return (
    <Card title="Conservación y supresión de datos" style={{ marginBottom: 16 }} data-testid="retention-card">
      <Flex vertical gap={12}>
        <Checkbox checked={lost !== null} onChange={(e) => setDraft((d) => ({ ...d, lostLeadBlockDays: e.target.checked ? 365 : null }))}>
          Bloquear los leads perdidos (congelados) sin actividad
        </Checkbox>
        {days('Días sin actividad antes de bloquear un lead perdido', 'lostLeadBlockDays', `Entre ${RETENTION_LIMITS.lostLeadBlockDays.min} y ${RETENTION_LIMITS.lostLeadBlockDays.max}.`)}
        {days(
          'Días que se conservan los datos bloqueados antes de suprimirlos',
          'blockedEraseDays',
          `Entre ${RETENTION_LIMITS.blockedEraseDays.min} y ${RETENTION_LIMITS.blockedEraseDays.max}. Al suprimir, nombre, teléfonos, correos y notas se reemplazan por '[suprimido]'; los totales se conservan.`,
        )}
        {days(
          'Días que se conservan los registros ligados a una venta',
          'saleEraseDays',
          `Entre ${RETENTION_LIMITS.saleEraseDays.min} (cinco años, plazo fiscal) y ${RETENTION_LIMITS.saleEraseDays.max}.`,
        )}
        <Flex>
          <Button disabled={Object.keys(draft).length === 0} loading={save.isPending} onClick={() => save.mutate(draft)}>
            Guardar plazos
          </Button>
        </Flex>
        <Typography.Text data-testid="retention-last-run">
          <Typography.Text strong>Última ejecución de retención:</Typography.Text> {lastRunText(s.retentionLastRun)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
