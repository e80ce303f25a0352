import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { whatsappQueries } from './queries';
import { WHATSAPP_MSG } from '@shared/domain/whatsappMessages';
import { WA_TEXT } from './whatsappTexts';
import type { Template, WhatsAppTarget } from './types';

const CATEGORY_LABELS: Record<Template['category'], string> = { MARKETING: 'Marketing', UTILITY: 'Servicio', AUTHENTICATION: 'Autenticación' };

/** The template's text with its parameters in place ({{1}} → the first), as the client will read it. */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => {
    const value = params[Number(n) - 1];
    return value ? value : whole;
  });
}

export interface TemplateComposerProps {
  target: WhatsAppTarget;
  /** Whether the client accepted marketing (the privacy consent): marketing templates need it. */
  marketingConsent: boolean;
  disabled: boolean;
  onSend(template: { name: string; language: string; params: string[] }, preview: string): void;
}

/**
 * Outside the 24-hour window: the agency's approved templates, the parameters filled from the lead
 * (name, adviser, agency, appointment) and editable, the text as it will arrive, and 'Enviar plantilla'.
 */
export function TemplateComposer({ target, marketingConsent, disabled, onSend }: TemplateComposerProps) {
  const templates = useQuery(whatsappQueries.templates(target));
  const [picked, setPicked] = useState<string>();
  // What the adviser typed over each template's prefilled parameters (kept when switching back and forth).
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  // A template the lead cannot fill (no appointment for its date) comes after the ready ones.
  const unfilled = (t: Template) => t.params.some((p) => !p.trim());
  const refused = (t: Template) => t.category === 'MARKETING' && !marketingConsent;
  // Service templates first, ready ones before those missing a value; marketing ones last, and closed without the client's consent (the API refuses them).
  const list = useMemo(
    () =>
      [...(templates.data ?? [])].sort(
        (a, b) => Number(a.category === 'MARKETING') - Number(b.category === 'MARKETING') || Number(unfilled(a)) - Number(unfilled(b)) || a.name.localeCompare(b.name),
      ),
    [templates.data],
  );
  const keyOf = (t: Template) => `${t.name}|${t.language}`;
  // The first template the client may receive is offered ready.
  const firstAllowed = list.find((t) => !refused(t));
  const chosen = picked ?? (firstAllowed ? keyOf(firstAllowed) : undefined);
  const template = list.find((t) => keyOf(t) === chosen);
  const params = (chosen && edits[chosen]) || template?.params || [];
  const setParam = (i: number, value: string) =>
    chosen && setEdits((now) => ({ ...now, [chosen]: params.map((p, j) => (j === i ? value : p)) }));

  if (templates.isError) return <Alert type="error" showIcon title={templates.error.message} />;
  if (!templates.isLoading && list.length === 0) return <Alert type="info" showIcon title={WA_TEXT.noTemplates} />;
  const missing = params.some((p) => !p.trim());
  return (
    <Flex vertical gap={8} data-testid="wa-templates">
      <Select
        aria-label="Plantilla"
        loading={templates.isLoading}
        value={chosen}
        onChange={setPicked}
        options={list.map((t) => ({
          value: keyOf(t),
          disabled: refused(t),
          label: (
            <span>
              {t.name} <Typography.Text type="secondary">({t.language})</Typography.Text> <Tag>{CATEGORY_LABELS[t.category]}</Tag>
              {refused(t) ? <Typography.Text type="secondary">{WHATSAPP_MSG.marketingWithoutConsent}</Typography.Text> : null}
            </span>
          ),
        }))}
      />
      {template ? (
        <>
          {params.length ? (
            <Flex gap={8} wrap>
              {params.map((value, i) => (
                <Input
                  key={i}
                  aria-label={`Parámetro {{${i + 1}}}`}
                  addonBefore={`{{${i + 1}}}`}
                  value={value}
                  status={value.trim() ? undefined : 'error'}
                  onChange={(e) => setParam(i, e.target.value)}
                  style={{ width: 260 }}
                />
              ))}
            </Flex>
          ) : null}
          <div style={{ background: '#f6ffed', border: '1px solid #b7eb8f', borderRadius: 8, padding: '6px 10px', whiteSpace: 'pre-wrap' }} data-testid="wa-template-preview">
            {fillTemplate(template.body, params)}
          </div>
          <Flex justify="end">
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={disabled || missing}
              onClick={() => onSend({ name: template.name, language: template.language, params: params.map((p) => p.trim()) }, fillTemplate(template.body, params))}
            >
              Enviar plantilla
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
