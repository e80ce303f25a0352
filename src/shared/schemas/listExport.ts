import { z } from 'zod';
import { EXPORT_FORMATS } from '../domain/exportFiles';

/** `format` of a list's own call: xlsx or csv (anything else is refused with this message). */
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: () => 'Formato de exportación inválido: usa xlsx o csv' });
