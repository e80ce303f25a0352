import { useState } from 'react';
import type { AxiosInstance } from 'axios';
import { Button, Dropdown, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { MSG } from '@shared/messages';
import { EXPORT_ROWS_HEADER, EXPORT_SKIPPED_HEADER, type ExportFormat } from '@shared/domain/exportFiles';
import { api } from '../../lib/apiClient';
import { toast } from '../toast';

export interface ExportButtonProps {
  /** The list's own call ('/lead/new'): the export is that call with `format` added. */
  path: string;
  /** The list's current params (filters, search, sort, tab); paging is ignored by the server. */
  params: Record<string, unknown>;
  /** The base the list is called on (e-commerce has its own). */
  client?: AxiosInstance;
  /** How the list serialises its params, when not axios's default (repeated keys). */
  paramsSerializer?: { indexes: null };
  /**
   * A list of people that may go to a campaign (issue 54): adds 'Para campaña (solo con
   * consentimiento)', the .xlsx of only those who consented to marketing, and says how many it left out.
   */
  campaign?: boolean;
}

/** The campaign export's menu entry (an .xlsx with `purpose=marketing`). */
export const CAMPAIGN_EXPORT_LABEL = 'Para campaña (solo con consentimiento)';
const CAMPAIGN_KEY = 'campaign';

const FORMATS: { key: ExportFormat; label: string }[] = [
  { key: 'xlsx', label: 'Excel (.xlsx)' },
  { key: 'csv', label: 'CSV (.csv)' },
];

function fileNameOf(disposition: string | undefined, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? '');
  return m?.[1] ?? fallback;
}

async function errorText(data: unknown): Promise<string> {
  try {
    const body = JSON.parse(data instanceof Blob ? await data.text() : String(data)) as { data?: unknown };
    return typeof body.data === 'string' ? body.data : MSG.requestError;
  } catch {
    return MSG.requestError;
  }
}

/**
 * 'Exportar' of every list: downloads the rows the user sees (current filters and sort, every page)
 * as .xlsx or .csv with the caller's token, through the list's own call with `format=`; shows how
 * much has arrived while the server streams the file.
 */
export function ExportButton({ path, params, client = api, paramsSerializer, campaign = false }: ExportButtonProps) {
  const [progress, setProgress] = useState<{ loaded: number; rows?: number } | null>(null);

  const download = async (format: ExportFormat, forCampaign = false) => {
    setProgress({ loaded: 0 });
    try {
      const res = await client.get<Blob>(path, {
        params: { ...params, page: undefined, limit: undefined, format, ...(forCampaign ? { purpose: 'marketing' } : {}) },
        paramsSerializer,
        responseType: 'blob',
        validateStatus: () => true,
        onDownloadProgress: (e) => {
          const rows = Number((e.event as ProgressEvent<XMLHttpRequest> | undefined)?.target?.getResponseHeader?.(EXPORT_ROWS_HEADER) ?? NaN);
          setProgress({ loaded: e.loaded, rows: Number.isFinite(rows) ? rows : undefined });
        },
      });
      if (res.status !== 200) {
        toast.error(await errorText(res.data));
        return;
      }
      const url = URL.createObjectURL(res.data);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers['content-disposition'] as string | undefined, `exportacion.${format}`);
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      if (forCampaign) {
        const skipped = Number(res.headers[EXPORT_SKIPPED_HEADER] ?? 0);
        // The privacy catalogue is loaded with a campaign's export, not with every list.
        const { PRIVACY_MSG } = await import('@shared/domain/privacyMessages');
        toast.info(skipped > 0 ? PRIVACY_MSG.skippedForConsent(skipped) : 'Todos los leads de la lista consintieron recibir marketing');
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : MSG.requestError);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex gap={8} align="center">
      <Dropdown
        disabled={progress !== null}
        menu={{
          items: [...FORMATS.map((f) => ({ key: f.key, label: f.label })), ...(campaign ? [{ type: 'divider' as const }, { key: CAMPAIGN_KEY, label: CAMPAIGN_EXPORT_LABEL }] : [])],
          onClick: ({ key }) => void (key === CAMPAIGN_KEY ? download('xlsx', true) : download(key as ExportFormat)),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={progress !== null}>
          Exportar
        </Button>
      </Dropdown>
      {progress ? (
        <Flex gap={4} align="center" role="status" aria-live="polite" data-testid="export-progress">
          <Progress type="circle" size={20} percent={99} status="active" showInfo={false} />
          <Typography.Text type="secondary">
            {progress.rows !== undefined ? `Exportando ${progress.rows.toLocaleString('es-MX')} registros… ` : 'Exportando… '}
            {(progress.loaded / 1024).toLocaleString('es-MX', { maximumFractionDigits: 0 })} KB
          </Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
