import dayjs from 'dayjs';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { FleetCompaniesPage, FleetLeadDetailPage, FleetLeadsPage, pick, toast } from './pages/FleetPages';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

const COMPANY = 'Transportes Norteños del Bajío';
const CONTACT = { name: 'Mariana Treviño Salazar', phone: '5512345678', email: 'mariana.trevino@tnbajio.mx' };

test('a fleet-manager creates a company and its first lead, then works the lead to the end', async ({ page }) => {
  test.setTimeout(Number(process.env.E2E_LONG_TIMEOUT ?? 420_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'fleet-manager@demo.mx');

  // Company wizard, opened by the query parameter.
  const companies = new FleetCompaniesPage(page);
  await companies.goto('?newCompany=true');
  const cw = companies.wizard();
  await expect(cw).toBeVisible();
  await cw.getByRole('button', { name: 'Siguiente' }).click();
  await expect(cw.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await companies.fillStep1(COMPANY);
  await cw.getByRole('button', { name: 'Siguiente' }).click();
  await expect(cw.getByTestId('company-contact-COMPANY')).toBeVisible();
  await cw.getByRole('button', { name: 'Atrás' }).click();
  await expect(cw.getByLabel('Nombre de la empresa')).toHaveValue(COMPANY);
  await cw.getByRole('button', { name: 'Siguiente' }).click();
  await companies.fillContact('COMPANY', CONTACT.name, CONTACT.phone, CONTACT.email);
  await cw.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(cw.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await companies.fillContact('OPERATOR', 'Jorge Alberto Núñez Ríos', '5587654321', 'jorge.nunez@tnbajio.mx');
  await page.screenshot({ path: '/tmp/fleet-company-wizard-1440.png' });
  await cw.getByRole('button', { name: 'Crear empresa' }).click();
  await expect(toast(page, 'La empresa ha sido creada correctamente')).toBeVisible();

  // Straight on to the lead wizard.
  await expect(page).toHaveURL(/\/fleets\/leads-flotilla\?newLead=true$/);
  const leads = new FleetLeadsPage(page);
  const lw = leads.wizard();
  await expect(lw).toBeVisible();
  await lw.getByRole('button', { name: 'Siguiente' }).click();
  await expect(lw.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await pick(page, lw, 'Empresa', COMPANY);
  await pick(page, lw, 'Ejecutivo');
  await pick(page, lw, 'Origen');
  // Four characters suggest nothing; the fifth brings the company's contact.
  const name = lw.getByLabel('Nombre del contacto');
  await name.pressSequentially('Mari');
  await page.waitForTimeout(600);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
  await name.pressSequentially('a');
  const suggestion = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: CONTACT.name });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(lw.getByLabel('Teléfono', { exact: true })).toHaveValue(CONTACT.phone);
  await expect(lw.getByLabel('Correo electrónico', { exact: true })).toHaveValue(CONTACT.email);
  await lw.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: vehicles and dealers.
  await lw.getByRole('button', { name: 'Siguiente' }).click();
  await expect(lw.getByRole('alert')).toHaveText('Al menos un vehículo es requerido');
  await pick(page, lw, 'Modelo');
  await pick(page, lw, 'Color');
  await lw.getByLabel('Cantidad').fill('12');
  await lw.getByRole('button', { name: 'Agregar vehículo' }).click();
  await expect(lw.getByTestId('wizard-vehicles')).toContainText('12 unidades');
  await pick(page, lw, 'Dealer');
  await lw.getByLabel('Nombre del contacto').fill('Luis Fernando Herrera');
  await lw.getByLabel('Teléfono del contacto').fill('5522334455');
  await lw.getByLabel('Correo del contacto').fill('luis.herrera@dealer.mx');
  await lw.getByRole('button', { name: 'Agregar distribuidor' }).click();
  await expect(lw.getByTestId('wizard-dealers')).toContainText('Luis Fernando Herrera');
  await page.screenshot({ path: '/tmp/fleet-lead-wizard-1440.png' });
  await lw.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: classification; the last button reads 'Crear lead'.
  await lw.getByRole('button', { name: 'Crear lead' }).click();
  await expect(lw.getByRole('alert')).toHaveText('Todos los campos son requeridos');
  await pick(page, lw, 'Clasificación');
  // 'Fecha estimada de compra' (optional), typed as every picker takes a day.
  await lw.getByLabel('Fecha estimada de compra').fill('15-03-2027');
  await lw.getByLabel('Fecha estimada de compra').press('Enter');
  // 'Presupuesto' (optional), typed in pesos.
  await lw.getByLabel('Presupuesto').fill('1250000');
  // 'Probabilidad de cierre' (optional, the README recipe's field), a whole percentage.
  await lw.getByLabel('Probabilidad de cierre').fill('70');
  await lw.getByRole('button', { name: 'Crear lead' }).click();
  await expect(toast(page, 'Lead creado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/fleets\/leads-flotilla\/\d+$/);

  // Phase moves.
  const detail = new FleetLeadDetailPage(page);
  await expect(detail.phase()).toHaveText('Prospección');
  await expect(detail.card()).toContainText(CONTACT.name);
  await expect(detail.card().locator('.ant-descriptions-item').filter({ hasText: 'Fecha estimada de compra' })).toContainText('15-03-2027');
  await expect(detail.card().locator('.ant-descriptions-item').filter({ hasText: 'Presupuesto' })).toContainText('$1,250,000.00 MXN');
  await expect(detail.card().locator('.ant-descriptions-item').filter({ hasText: 'Probabilidad de cierre' })).toContainText('70 %');

  // The budget is a column of the list (from its one declaration) and a min/max filter of its modal.
  const leadUrl = page.url();
  await leads.goto();
  await expect(page.getByRole('columnheader', { name: 'Presupuesto' })).toBeVisible();
  await expect(leads.rows().filter({ hasText: CONTACT.name })).toContainText('$1,250,000.00 MXN');
  const filterByBudget = async (from: string, to: string) => {
    await page.getByRole('button', { name: /Filtros/ }).click();
    const modal = page.getByRole('dialog', { name: 'Filtros' });
    await modal.getByLabel('Presupuesto desde').fill(from);
    await modal.getByLabel('Presupuesto hasta').fill(to);
    await modal.getByRole('button', { name: 'Aplicar' }).click();
    await expect(modal).toBeHidden();
  };
  await filterByBudget('1250000', '1250000');
  await expect(leads.rows()).toHaveCount(1);
  await expect(leads.rows().first()).toContainText(CONTACT.name);
  await filterByBudget('1250000.01', '');
  await expect(leads.rows()).toHaveCount(0);
  // The probability is a declared range filter too (its column is in the export only).
  await filterByBudget('', '');
  await page.getByRole('button', { name: /Filtros/ }).click();
  const modal = page.getByRole('dialog', { name: 'Filtros' });
  await modal.getByLabel('Probabilidad de cierre desde').fill('70');
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(leads.rows().filter({ hasText: CONTACT.name })).toHaveCount(1);
  await page.getByRole('button', { name: /Filtros/ }).click();
  await modal.getByLabel('Probabilidad de cierre desde').fill('71');
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(leads.rows().filter({ hasText: CONTACT.name })).toHaveCount(0);
  await page.getByRole('button', { name: /Filtros/ }).click();
  await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Limpiar filtros' }).click();
  await page.goto(leadUrl);
  await expect(page.getByRole('navigation').filter({ hasText: 'Detalle' })).toContainText('Flotillas');
  await expect(detail.button('Anterior')).toHaveCount(0);
  await detail.button('Siguiente').click();
  await expect(toast(page, 'Etapa finalizada')).toBeVisible();
  await expect(detail.phase()).toHaveText('Seguimiento');
  await detail.button('Anterior').click();
  await expect(detail.phase()).toHaveText('Prospección');
  await page.screenshot({ path: '/tmp/fleet-lead-detail-1440.png', fullPage: true });

  // A meeting with date and time.
  await detail.button('Agregar nueva actividad').click();
  const act = page.getByRole('dialog', { name: 'Agregar nueva actividad' });
  await pick(page, act, 'Tipo de seguimiento', /Reuni/);
  await expect(act.getByLabel('Fecha')).toBeVisible();
  await act.getByRole('button', { name: 'Registrar' }).click();
  await expect(act.getByRole('alert')).toHaveText('Completa todos los campos para continuar');
  await pick(page, act, 'Actividad');
  await act.getByLabel('Título').fill('Presentación de la flotilla');
  await act.getByLabel('Fecha').fill(dayjs().format('DD-MM-YYYY'));
  await act.getByLabel('Fecha').press('Enter');
  await act.getByLabel('Hora').fill('10:30');
  await act.getByLabel('Hora').press('Enter');
  await act.getByRole('button', { name: 'Registrar' }).click();
  await expect(toast(page, 'La actividad se ha registrado correctamente')).toBeVisible();
  await expect(act).toBeHidden();

  // The agenda shows it today.
  await detail.tab('Agenda').click();
  await expect(page.getByTestId('agenda-card').filter({ hasText: 'Presentación de la flotilla' })).toBeVisible();
  await page.getByText('Mes', { exact: true }).click();
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  await expect(page.getByTestId('agenda-label')).toHaveText(new RegExp(months[dayjs().month()]!, 'i'));
  await page.getByRole('button', { name: 'Periodo siguiente' }).click();
  await expect(page.getByText('No hay actividades programadas')).toBeVisible();

  // History: close, reopen, follow-up comment.
  await detail.tab('Historial').click();
  const item = detail.history().getByTestId('history-item').filter({ hasText: 'Presentación de la flotilla' });
  await expect(item.getByTestId('activity-status')).toHaveText('Abierto');
  await item.getByRole('button', { name: 'Cerrar' }).click();
  await expect(toast(page, 'Status cambiado')).toBeVisible();
  await expect(item.getByTestId('activity-status')).toHaveText('Cerrado');
  await expect(item.getByRole('button', { name: 'Agregar' })).toHaveCount(0);
  await item.getByRole('button', { name: 'Abrir' }).click();
  await expect(item.getByTestId('activity-status')).toHaveText('Abierto');
  await item.getByRole('button', { name: 'Agregar' }).click();
  const fu = page.getByRole('dialog', { name: 'Seguimiento de actividad' });
  await fu.getByRole('button', { name: 'Guardar' }).click();
  await expect(fu.getByRole('alert')).toHaveText('Debes escribir un comentario');
  await fu.getByLabel('Comentario').fill('Piden cotización para 12 unidades con cargador.');
  await fu.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Comentario guardado')).toBeVisible();
  await expect(item).toContainText('Piden cotización para 12 unidades con cargador.');
  await page.screenshot({ path: '/tmp/fleet-lead-history-1440.png', fullPage: true });

  // Edit the lead's vehicles.
  await detail.tab('Tareas').click();
  await detail.button('Editar lead').click();
  const edit = page.getByRole('dialog', { name: 'Editar lead' });
  await edit.getByRole('button', { name: 'Siguiente' }).click();
  const vehicles = edit.getByTestId('edit-lead-vehicles');
  await vehicles.getByRole('button', { name: /^Quitar/ }).first().click();
  await expect(edit.getByRole('alert')).toHaveText('No puedes eliminar el único producto de la flotilla');
  await pick(page, edit, 'Modelo');
  await pick(page, edit, 'Color');
  await edit.getByLabel('Cantidad').fill('3');
  await edit.getByRole('button', { name: 'Agregar vehículo' }).click();
  await expect(toast(page, 'Producto agregado correctamente')).toBeVisible();
  await expect(vehicles.locator('.ant-list-item')).toHaveCount(2);
  await vehicles.getByRole('button', { name: /^Editar/ }).first().click();
  await edit.getByLabel('Cantidad').fill('15');
  await edit.getByRole('button', { name: 'Actualizar vehículo' }).click();
  await expect(toast(page, 'Producto editado correctamente')).toBeVisible();
  await expect(vehicles).toContainText('15 unidades');
  await vehicles.getByRole('button', { name: /^Quitar/ }).last().click();
  await expect(toast(page, 'Producto eliminado correctamente')).toBeVisible();
  await expect(vehicles.locator('.ant-list-item')).toHaveCount(1);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Lead editado correctamente')).toBeVisible();
  await expect(detail.card().getByTestId('fleet-lead-interests')).toContainText('15 unidades');

  // Reassign.
  await detail.button('Reasignar').click();
  const ra = page.getByRole('dialog', { name: 'Reasignar lead' });
  await ra.getByRole('button', { name: 'Reasignar' }).click();
  await expect(ra.getByRole('alert')).toHaveText('Seleccione un usuario');
  const chosen = await pick(page, ra, 'Usuario');
  await ra.getByRole('button', { name: 'Reasignar' }).click();
  await expect(toast(page, 'Lead reasignado correctamente')).toBeVisible();
  await expect(detail.card().getByTestId('fleet-lead-executive')).toHaveText(chosen.split(' · ')[0]!);

  // Freeze and reactivate.
  await expect(detail.card().getByTestId('fleet-lead-status')).toBeVisible();
  await detail.button('Congelar').click();
  await expect(detail.phase()).toHaveText('Congelado');
  await expect(detail.card().getByTestId('fleet-lead-status')).toHaveCount(0);
  await detail.button('Reactivar').click();
  await expect(detail.phase()).toHaveText('Prospección');

  // Small screen: a 'Datos' tab in front.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(detail.tab('Datos')).toBeVisible();
  await page.screenshot({ path: '/tmp/fleet-lead-detail-390.png', fullPage: true });
  await detail.tab('Tareas').click();
  await page.screenshot({ path: '/tmp/fleet-lead-tasks-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(detail.card()).toBeVisible();

  // Delete, back to the list.
  await detail.button('Eliminar').click();
  const confirm = page.getByRole('dialog').filter({ hasText: '¿Estás seguro que deseas eliminar el lead?' });
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await expect(toast(page, 'Lead eliminado')).toBeVisible();
  await expect(page).toHaveURL(/\/fleets\/leads-flotilla$/);
});
