import { describe, expect, it } from 'vitest';
import { downloadNoticeText } from './downloadNoticeText';

describe('the download notice', () => {
  it('says where the file went, or that it did not', () => {
    expect(downloadNoticeText({ id: 1, fileName: 'leads.csv', state: 'completed', folder: '/home/ana/Descargas', inDownloads: true })).toBe('leads.csv se guardó en Descargas');
    expect(downloadNoticeText({ id: 2, fileName: 'leads.csv', state: 'completed', folder: 'D:\\Reportes', inDownloads: false })).toBe('leads.csv se guardó en D:\\Reportes');
    expect(downloadNoticeText({ id: 3, fileName: 'leads.csv', state: 'cancelled' })).toBe('Se canceló la descarga de leads.csv');
    expect(downloadNoticeText({ id: 4, fileName: 'leads.csv', state: 'interrupted' })).toBe('No se pudo descargar leads.csv');
  });
});
