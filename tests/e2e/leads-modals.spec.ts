import dayjs from 'dayjs';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { apiAs } from './leadsApi';
import { choose, LeadDetailPage, typeDate } from './pages/LeadDetailPage';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

async function leadsIn(baseURL: string, phase: string): Promise<number[]> {
  const { data } = await apiAs<{ id: number }[]>(baseURL, 'manager@demo.mx', 'GET', `/lead/new?page=1&limit=10&phase=${phase}`);
  return data.map((l) => l.id);
}

test('edit lead, edit interest and reassign give their messages', async ({ page, baseURL }) => {
  const [id] = await leadsIn(baseURL!, 'seguimiento');
  await signInAs(page, 'manager@demo.mx');
  const detail = new LeadDetailPage(page);
  await detail.goto(id!);

  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('menuitem', { name: 'Editar datos del lead', exact: true }).click();
  const edit = detail.dialog('Editar lead');
  await edit.getByLabel('Teléfono').fill('123');
  await detail.save(edit);
  await expect(detail.problem(edit)).toHaveText('El teléfono ingresado no es válido');
  await edit.getByLabel('Correo electrónico').fill('');
  await detail.save(edit);
  await expect(detail.problem(edit)).toHaveText('Por favor, completa todos los campos obligatorios');
  await edit.getByLabel('Correo electrónico').fill('nuevo.correo@correo.mx');
  await edit.getByLabel('Teléfono').fill('5598765432');
  await edit.getByLabel('Nombre', { exact: true }).fill('Editado');
  await detail.save(edit);
  await detail.closeResult(edit, 'Lead editado con éxito');
  await expect(page.getByTestId('lead-email')).toHaveText('nuevo.correo@correo.mx');
  await expect(page.getByTestId('lead-phone')).toHaveText('+52 55 9876 5432');

  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('menuitem', { name: 'Editar interés', exact: true }).click();
  const interest = detail.dialog('Editar interés');
  await choose(page, interest, 'Vehículo', 'JAC J7');
  await detail.save(interest);
  // The colour of the old vehicle is not offered by the new one: it was cleared.
  await expect(detail.problem(interest)).toHaveText('Por favor, completa todos los campos obligatorios');
  await choose(page, interest, 'Color', 'Azul Océano');
  await interest.getByLabel('Unidades').fill('3');
  await detail.save(interest);
  await detail.closeResult(interest, 'Interés editado con éxito');
  await expect(page.getByTestId('lead-data')).toContainText('JAC J7');

  await page.getByRole('button', { name: 'Reasignar' }).click();
  const reassign = detail.dialog('Reasignar lead');
  await detail.save(reassign);
  await expect(detail.problem(reassign)).toHaveText('Seleccionar un asesor');
  await reassign.getByLabel('Asesor', { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const adviser = (await option.innerText()).trim();
  await option.click();
  await detail.save(reassign);
  await detail.closeResult(reassign, 'Reasignado con éxito');
  await expect(page.getByTestId('lead-data')).toContainText(adviser);
});

test('freeze needs a reason and return to funnel revives the lead', async ({ page, baseURL }) => {
  const [, id] = await leadsIn(baseURL!, 'seguimiento');
  await signInAs(page, 'manager@demo.mx');
  const detail = new LeadDetailPage(page);
  await detail.goto(id!);
  await page.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('menuitem', { name: 'Congelar', exact: true }).click();
  const freeze = detail.dialog('Congelar lead');
  await detail.save(freeze);
  await expect(detail.problem(freeze)).toHaveText('Por favor seleccione una razón');
  await freeze.getByLabel('Razón').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(11);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Precio muy alto' }).click();
  await detail.save(freeze);
  await detail.closeResult(freeze, 'Lead congelado correctamente');
  await expect(detail.phase()).toHaveText('Congelado');
  // Outside the workable phases: no edit or discard, only return to funnel.
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await detail.confirm('Regresar a funnel');
  await expect(detail.toast('Lead regresado con éxito')).toBeVisible();
  await expect(detail.phase()).not.toHaveText('Congelado');
});

test('future sale needs a later date', async ({ page, baseURL }) => {
  const [id] = await leadsIn(baseURL!, 'en-cierre');
  await signInAs(page, 'manager@demo.mx');
  const detail = new LeadDetailPage(page);
  await detail.goto(id!);
  await page.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('menuitem', { name: 'Futura venta', exact: true }).click();
  const future = detail.dialog('Futura venta');
  await detail.save(future);
  await expect(detail.problem(future)).toHaveText('Por favor seleccione una fecha');
  await typeDate(future, 'Fecha de reactivación', dayjs().subtract(1, 'day').format('DD-MM-YYYY 10:00'));
  await detail.save(future);
  await expect(detail.problem(future)).toHaveText('Por favor seleccione una fecha');
  await typeDate(future, 'Fecha de reactivación', dayjs().add(20, 'day').format('DD-MM-YYYY 10:00'));
  await detail.save(future);
  await detail.closeResult(future, 'Lead en futura venta realizado correctamente');
  await expect(detail.phase()).toHaveText('Futura venta');
});

test('a "Sin cita" test drive needs evidence; the past may go back 2 days only', async ({ page, baseURL }) => {
  const [id] = await leadsIn(baseURL!, '1er-contacto');
  await signInAs(page, 'manager@demo.mx');
  const detail = new LeadDetailPage(page);
  await detail.goto(id!);
  await page.getByRole('button', { name: 'Nueva cita' }).click();
  const appt = detail.dialog('Nueva cita');
  await appt.getByRole('radio', { name: 'Prueba de manejo' }).check();
  await choose(page, appt, 'Vehículo', 'JAC Sei2');
  await appt.getByRole('checkbox', { name: 'Sin cita' }).check();
  const dateLabel = 'Fecha y hora (hora de Ciudad de México)';
  await typeDate(appt, dateLabel, dayjs().subtract(3, 'day').format('DD-MM-YYYY 10:00'));
  await detail.save(appt);
  await expect(detail.problem(appt)).toHaveText('La fecha no puede ser mayor a la fecha actual');
  // The picker offers 5-minute steps inside the agency's hours: midday yesterday is always one of them.
  await typeDate(appt, dateLabel, dayjs().subtract(1, 'day').format('DD-MM-YYYY 12:00'));
  await expect(appt.getByLabel(dateLabel, { exact: true })).toHaveValue(dayjs().subtract(1, 'day').format('DD-MM-YYYY 12:00'));
  await detail.save(appt);
  await expect(detail.problem(appt)).toHaveText('Por favor cargue evidencia');
  // A 1×1 PNG as evidence.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  await appt.locator('input[type=file]').setInputFiles({ name: 'evidencia.png', mimeType: 'image/png', buffer: png });
  await expect(appt.getByText('evidencia.png')).toBeVisible();
  await detail.save(appt);
  await detail.closeResult(appt, 'Cita creada con éxito');

  await page.getByRole('button', { name: 'Nueva actividad' }).click();
  const activity = detail.dialog('Nueva actividad');
  await detail.save(activity);
  await expect(detail.problem(activity)).toHaveText('Por favor complete todos los campos');
});
