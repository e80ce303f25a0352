import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ARCO_DEFAULT_BUSINESS_DAYS } from '@shared/domain/arcoDeadline';
import { ARCO_MSG } from '@shared/domain/arcoMessages';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { callData } from '../../lib/apiCall';
import { privacyQueries } from './privacyQueries';
import { toast } from '../../ui/toast';

/**
 * The agency's period to answer an ARCO request, in business days (the law: 20): the deadline of each
 * request registered from now on counts it from the day received.
 */
export function ArcoDeadlineCard() {
  const client = useQueryClient();
  const settings = useQuery(privacyQueries.settings());
  const [days, setDays] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (arcoBusinessDays: number) => callData(arcoRoutes.saveSettings, { body: { data: { arcoBusinessDays } } }),
    onSuccess: (data) => {
      client.setQueryData(privacyQueries.settings().queryKey, data);
      setDays(null);
      toast.success(ARCO_MSG.settingsSaved);
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const shown = days ?? settings.data?.arcoBusinessDays ?? ARCO_DEFAULT_BUSINESS_DAYS;
  return (
    <Card title="Solicitudes ARCO" style={{ marginBottom: 16 }}>
      {settings.isLoading ? (
        <Spin />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">Plazo para responder, en días hábiles desde que se recibe la solicitud. La ley fija 20.</Typography.Text>
          <Flex gap={8} align="center">
            <InputNumber aria-label="Días hábiles para responder" min={1} max={60} precision={0} value={shown} onChange={(v) => setDays(v)} />
            <Button disabled={days === null || days === settings.data?.arcoBusinessDays} loading={save.isPending} onClick={() => days !== null && save.mutate(days)}>
              Guardar
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
