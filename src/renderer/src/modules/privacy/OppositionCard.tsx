import { useState } from 'react';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArcoRequestDetail } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

/**
 * An opposition request's answer: the voluntary purposes the person opposes, recorded on every record
 * of the person the request names (each lead's 'Consentimientos' then shows it, medio 'Solicitud ARCO').
 */
export function OppositionCard({ request }: { request: ArcoRequestDetail }) {
  const client = useQueryClient();
  const [purposeIds, setPurposeIds] = useState<number[]>([]);
  const open = request.state === 'recibida' || request.state === 'en-tramite';
  const record = useMutation({
    mutationFn: () => call(arcoRoutes.opposition, { params: { id: request.id }, body: { data: { purposeIds } } }),
    onSuccess: async (answer) => {
      client.setQueryData(privacyQueries.arcoDetail(request.id).queryKey, answer.data);
      await client.invalidateQueries({ queryKey: [...privacyQueries.arcoRequests(), 'list'] });
      toast.success(answer.message);
      setPurposeIds([]);
    },
    onError: (error) => toast.error('Error', error.message),
  });
  return (
    <Card title="Oposición" data-testid="arco-opposition">
      <Flex vertical gap={12}>
        {request.opposedPurposes?.length ? <Typography.Text>Oposición registrada a: {request.opposedPurposes.join(', ')}.</Typography.Text> : null}
        {open ? (
          <Flex gap={8} wrap align="center">
            <Select
              mode="multiple"
              aria-label="Finalidades a las que se opone"
              placeholder="Finalidades a las que se opone"
              style={{ minWidth: 360 }}
              value={purposeIds}
              onChange={setPurposeIds}
              options={request.voluntaryPurposes.map((p) => ({ value: p.id, label: p.name }))}
            />
            <Button type="primary" disabled={!purposeIds.length} loading={record.isPending} onClick={() => record.mutate()}>
              Registrar oposición
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
