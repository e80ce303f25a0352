import type { DiagnosticsInfo } from '../../../shared/bridge';
import { LOG_NAMES, logFolder } from '../logging/logFiles';
import { scrubHome, scrubText } from '../logging/redact';
import { readLogTail } from './readLogTail';
import { writeUniqueFile } from './writeUniqueFile';

export interface SupportBundleOptions {
  info: DiagnosticsInfo;
  /** The logs folder (userData/logs); null when main writes no logs. */
  logDir: string | null;
  /** Where the bundle goes: the user's Downloads folder. */
  targetDir: string;
  /** The user's home folder: its path names the OS user, so the bundle says `~` instead. */
  home?: string;
  now?: () => Date;
  /** Bytes of each log's tail. */
  tailBytes?: number;
}

export const SUPPORT_TAIL_BYTES = 256 * 1024;

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace('T', '-').replace(':', '');

/** The bundle's text: the diagnostics, then the tail of each log, redacted once more as a whole. */
export function supportBundleText({ info, logDir, home, now = () => new Date(), tailBytes = SUPPORT_TAIL_BYTES }: Omit<SupportBundleOptions, 'targetDir'>): string {
  const sections = [
    'CRM Ventas — paquete de soporte',
    `Generado: ${now().toISOString()}`,
    '',
    '== Diagnóstico ==',
    JSON.stringify(info, null, 2),
  ];
  for (const name of LOG_NAMES) {
    sections.push('', `== ${name}.log (últimos ${Math.round(tailBytes / 1024)} KB) ==`);
    const tail = logDir ? readLogTail(logFolder(logDir, name), name, tailBytes) : '';
    sections.push(tail.trim() || '(vacío)');
  }
  // The logs were redacted as they were written; a line from an older version, or a rule added
  // since, is caught here.
  return scrubHome(scrubText(`${sections.join('\n')}\n`), home);
}

/** Writes the bundle into the Downloads folder under a name never used before; returns its path. */
export function writeSupportBundle(options: SupportBundleOptions): string {
  const now = options.now ?? (() => new Date());
  return writeUniqueFile(options.targetDir, `crm-ventas-soporte-${stamp(now())}`, '.txt', supportBundleText({ ...options, now }));
}
