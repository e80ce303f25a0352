import { useEffect } from 'react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@shared/domain/dates';
import { ACCESS_FILE_MSG } from '@shared/domain/arcoMessages';
import type { ArcoRequestDetail } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

/** Saves a downloaded blob under the name the server gave it. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The access answer of an access request: 'Generar archivo de acceso' asks the server to build it (off
 * the call; the card polls until it is ready), then the request's handler downloads the PDF for the
 * person and the JSON for the record. Every download is written in 'Bitácora de acceso'.
 */
export function AccessFileCard({ request }: { request: ArcoRequestDetail }) {
  const client = useQueryClient();
  const file = request.accessFile;
  const pending = file?.status === 'pendiente';
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => void client.invalidateQueries({ queryKey: privacyQueries.arcoDetail(request.id).queryKey }), 1000);
    return () => window.clearInterval(timer);
  }, [pending, client, request.id]);
  const generate = useMutation({
    mutationFn: () => call(arcoRoutes.requestAccessFile, { params: { id: request.id } }),
    onSuccess: async (answer) => {
      toast.info(answer.message);
      await client.invalidateQueries({ queryKey: privacyQueries.arcoDetail(request.id).queryKey });
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const download = useMutation({
    mutationFn: async (format: 'pdf' | 'json') => {
      // The answer is the file itself (its contract's answer is `fileAnswer`): read as a blob.
      const blob = (await call(arcoRoutes.accessFile, { params: { id: request.id }, query: { format } }, { responseType: 'blob' })) as Blob;
      save(blob, `acceso-solicitud-${request.id}.${format}`);
    },
    onError: (error) => toast.error('Error', error.message),
  });

  return (
    <Card title="Archivo de acceso" data-testid="access-file">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">Todo lo que la agencia conserva de la persona en sus registros vinculados: PDF para entregar a la persona y JSON para el expediente.</Typography.Text>
        {file?.status === 'error' ? <Alert type="error" showIcon title={ACCESS_FILE_MSG.failed} /> : null}
        {pending ? <Alert type="info" showIcon title={ACCESS_FILE_MSG.queued} /> : null}
        {file?.status === 'suprimido' ? <Alert type="info" showIcon title={ACCESS_FILE_MSG.erased} /> : null}
        {file?.status === 'lista' ? <Typography.Text>Generado el {formatDateTime(file.readyAt ?? file.requestedAt)}.</Typography.Text> : null}
        {file?.status === 'lista' && !file.mayDownload ? <Typography.Text type="secondary">{ACCESS_FILE_MSG.onlyHandler}.</Typography.Text> : null}
        <Flex gap={8} wrap hidden={file?.status === 'suprimido'}>
          <Button onClick={() => generate.mutate()} loading={generate.isPending || pending}>
            {file ? 'Volver a generar' : 'Generar archivo de acceso'}
          </Button>
          {file?.mayDownload ? (
            <>
              <Button type="primary" onClick={() => download.mutate('pdf')} loading={download.isPending && download.variables === 'pdf'}>
                Descargar PDF
              </Button>
              <Button onClick={() => download.mutate('json')} loading={download.isPending && download.variables === 'json'}>
                Descargar JSON
              </Button>
            </>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
