import dayjs from 'dayjs';
import { expect, resetDatabase, signInAs, test } from './fixtures';
import { FleetLeadDetailPage, FleetLeadsPage, FleetStagePage, PDF_FILE, pick, toast } from './pages/FleetPages';
import { typeDate } from './pages/LeadDetailPage';
import { settled } from './pages/dialogs';
import { expectImageDecoded, expectPdfDrawn, openDocument, textPdf } from './pages/documentViewer';
import { pngFile } from './pngFile';

test.beforeAll(async ({ baseURL }) => resetDatabase(baseURL!));

test('a fleet-executive works a lead from Prospección through Seguimiento to Cierre', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'fleet-executive@demo.mx');
  const leads = new FleetLeadsPage(page);
  await leads.goto();
  await leads.tab('Prospección').click();
  await leads.rows().first().getByRole('link').first().click();
  const detail = new FleetLeadDetailPage(page);
  const stage = new FleetStagePage(page);
  await expect(detail.phase()).toHaveText('Prospección');

  // Investigación de cuenta: the checkbox saves at once; evidence uploads and is listed.
  const inv = stage.section('stage-investigation');
  const done = inv.getByRole('checkbox', { name: 'Realizado' });
  // Controlled by the saved lead: it turns on once the server answers.
  await expect(done).not.toBeChecked();
  await done.click();
  await expect(toast(page, 'Se ha actualizado el estado de la investigación de cuenta')).toBeVisible();
  await expect(done).toBeChecked();
  await stage.chooseFiles(inv, [await textPdf(PDF_FILE.name, ['Evidencia de investigación', 'Visita a las oficinas del cliente'])]);
  await expect(inv.getByText(PDF_FILE.name)).toBeVisible();
  await inv.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(toast(page, 'Documentos subidos correctamente')).toBeVisible();
  // The uploaded evidence opens in the viewer, its page drawn (not a frame the CSP blocks).
  const evidence = await openDocument(stage.section('evidence-list').getByRole('button', { name: /Evidencia/ }).first(), page.getByRole('dialog', { name: /Evidencia/ }));
  await expectPdfDrawn(evidence);
  await page.keyboard.press('Escape');
  await expect(evidence).toBeHidden();

  // Agregar dealer: the §5 messages, then success.
  await stage.section('stage-dealer').getByRole('button', { name: 'Agregar dealer' }).click();
  const dd = await settled(stage.dialog('Agregar dealer'));
  await dd.getByRole('button', { name: 'Agregar' }).click();
  await expect(dd.getByRole('alert')).toHaveText('Seleccione una agencia');
  await pick(page, dd, 'Agencia');
  await dd.getByRole('button', { name: 'Agregar' }).click();
  await expect(dd.getByRole('alert')).toHaveText('Faltan datos por llenar');
  await dd.getByLabel('Nombre del contacto').fill('Ricardo Ibarra Montes');
  await dd.getByLabel('Teléfono').fill('55 1122 3344');
  await dd.getByLabel('Correo electrónico').fill('ricardo.ibarra@dealer.mx');
  await dd.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'Dealer agregado correctamente')).toBeVisible();
  await page.screenshot({ path: '/tmp/fleet-stage-prospeccion-1440.png', fullPage: true });

  await detail.button('Siguiente').click();
  await expect(detail.phase()).toHaveText('Seguimiento');

  // Prueba de manejo: register (with its rules), then edit with a comodato file.
  await stage.section('stage-test-drive').getByRole('button', { name: 'Registrar prueba' }).click();
  const td = await settled(stage.dialog('Prueba de manejo'));
  await td.getByRole('button', { name: 'Registrar' }).click();
  await expect(td.getByRole('alert')).toHaveText('Todos los campos son necesarios');
  const start = dayjs().add(2, 'day').hour(10).minute(0);
  await td.getByLabel('Fecha de inicio').fill(start.format('DD-MM-YYYY HH:mm'));
  await td.getByLabel('Fecha de inicio').press('Enter');
  await td.getByLabel('Fecha de fin').fill(start.add(2, 'hour').format('DD-MM-YYYY HH:mm'));
  await td.getByLabel('Fecha de fin').press('Enter');
  await td.getByLabel('Comentarios').fill('Prueba en ruta de reparto con carga completa');
  await td.getByLabel('Nombre del responsable').fill('Sofía Delgado Ruiz');
  await td.getByLabel('Teléfono del responsable').fill('5598765432');
  await td.getByLabel('Correo del responsable').fill('sofia.delgado@empresa.mx');
  await td.getByLabel('Puesto del responsable').fill('Gerente de flota');
  await td.getByRole('button', { name: 'Registrar' }).click();
  await expect(td.getByRole('alert')).toHaveText('No se seleccionaron productos');
  await pick(page, td, 'Vehículo');
  await td.getByLabel('VIN').fill('3VWFE21C04M000123');
  await td.getByLabel('Placa').fill('ABC-123');
  await td.getByRole('button', { name: 'Agregar' }).click();
  await pick(page, td, 'Vehículo');
  await td.getByLabel('VIN').fill('3VWFE21C04M000123');
  await td.getByLabel('Placa').fill('XYZ-987');
  await td.getByRole('button', { name: 'Agregar' }).click();
  await expect(td.getByRole('alert')).toHaveText('VIN o placa ya existe');
  await page.screenshot({ path: '/tmp/fleet-stage-testdrive-dialog-1440.png' });
  await td.getByRole('button', { name: 'Registrar' }).click();
  await expect(toast(page, 'La prueba de manejo fue creada con éxito')).toBeVisible();
  const item = stage.section('stage-test-drive').getByTestId('test-drive-item').first();
  await expect(item).toContainText('3VWFE21C04M000123');
  await item.getByRole('button', { name: /Editar/ }).click();
  const ed = await settled(stage.dialog(/Prueba de manejo:/));
  await ed.getByLabel('Comentarios durante la prueba').fill('Consumo dentro de lo esperado');
  await ed.getByLabel('Comentarios de la reunión de resultados').fill('El cliente pide cotización de 3 unidades');
  await stage.chooseFiles(ed.getByTestId('files-comodato'), [{ ...PDF_FILE, name: 'comodato.pdf' }]);
  await expect(ed.getByText('comodato.pdf')).toBeVisible();
  await ed.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Actividad actualizada')).toBeVisible();
  await item.getByRole('button', { name: /Editar/ }).click();
  const reopened = await settled(stage.dialog(/Prueba de manejo:/));
  await expect(reopened.getByTestId('group-comodato').getByRole('button', { name: 'comodato.pdf' })).toBeVisible();
  await reopened.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
  await expect(reopened).toBeHidden();

  // Hacer cotización: rules, live final amount, success, then the viewer.
  await stage.section('stage-quotation').getByRole('button', { name: 'Hacer cotización' }).click();
  const qd = stage.dialog('Hacer cotización');
  await qd.getByRole('button', { name: 'Crear cotización' }).click();
  await expect(qd.getByRole('alert')).toHaveText('Todos los campos son necesarios');
  await pick(page, qd, 'Vehículo');
  // The vehicle prefills its public catalogue price (whole pesos); the seller may then change it.
  await expect(qd.getByLabel('Precio público')).toHaveValue(/^[1-9]\d{4,}$/);
  await qd.getByLabel('Precio público').fill('$1,000,000');
  await expect(qd.getByLabel('Precio público')).toHaveValue('1000000');
  await qd.getByLabel('Unidades').fill('3');
  await qd.getByLabel('Descuento').fill('250');
  await expect(qd.getByLabel('Descuento')).toHaveValue('100');
  await qd.getByLabel('Descuento').fill('10');
  await expect(qd.getByLabel('Absorbe dealer')).toHaveValue('50');
  await qd.getByLabel('Absorbe dealer').fill('30');
  await expect(qd.getByLabel('Absorbe fabricante')).toHaveValue('70');
  await qd.getByRole('checkbox', { name: 'Incluye cargador' }).check();
  await qd.getByLabel('Monto del cargador').fill('25000');
  // 1,000,000 × 3 × 0.9 + 25,000
  await expect(qd.getByTestId('quotation-final')).toContainText('$2,725,000.00 MXN');
  await qd.getByLabel('Comentarios').fill('Precio especial por volumen');
  await page.screenshot({ path: '/tmp/fleet-stage-quotation-dialog-1440.png' });
  await qd.getByRole('button', { name: 'Crear cotización' }).click();
  await expect(toast(page, 'La cotización fue creada con éxito')).toBeVisible();
  const q = stage.section('quotation-list').getByRole('button', { name: /^Cotización \d+ - / }).first();
  // The quotation PDF the API rendered is drawn by the in-app viewer.
  const viewer = await openDocument(q, page.getByRole('dialog', { name: /^Cotización \d+ - / }));
  await expectPdfDrawn(viewer);
  await expect(viewer.getByRole('img', { name: /página 1 de 1$/ })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Descargar' })).toHaveAttribute('download', /^Cotización \d+ - .+\.pdf$/);
  await page.screenshot({ path: '/tmp/fleet-stage-quotation-viewer-1440.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/fleet-stage-seguimiento-1440.png', fullPage: true });

  // Cierre: purchase order upload, shown as 'Orden de venta'.
  await detail.button('Siguiente').click();
  await expect(detail.phase()).toHaveText('Cierre');
  const po = stage.section('stage-docs-PURCHASE_ORDER');
  await stage.chooseFiles(po, [await textPdf('orden-compra.pdf', ['Orden de compra', '3 unidades'])]);
  await po.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(toast(page, 'Documentos subidos correctamente')).toBeVisible();
  const order = await openDocument(po.getByRole('button', { name: /^Orden de venta - orden-compra.pdf/ }), page.getByRole('dialog', { name: /^Orden de venta - orden-compra.pdf/ }));
  await expectPdfDrawn(order);
  await page.keyboard.press('Escape');
  await expect(order).toBeHidden();
  // Terms and conditions uploaded as a picture: the viewer shows the decoded image.
  const terms = stage.section('stage-docs-TERMS_AND_CONDITIONS');
  await stage.chooseFiles(terms, [{ name: 'terminos.png', mimeType: 'image/png', buffer: pngFile(240, [30, 60, 120]) }]);
  await terms.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(toast(page, 'Documentos subidos correctamente')).toBeVisible();
  const termsViewer = await openDocument(terms.getByRole('button', { name: /terminos.png/ }), page.getByRole('dialog', { name: /terminos.png/ }));
  await expectImageDecoded(termsViewer);
  await page.keyboard.press('Escape');
  await expect(termsViewer).toBeHidden();

  // Realizar entrega: the §5 messages, the VIN list follows the quantity, and the delivery is the closed sale.
  const company = (await page.getByTestId('fleet-lead-card').locator('strong').first().innerText()).trim();
  await stage.section('stage-delivery').getByRole('button', { name: 'Realizar entrega' }).click();
  const dv = await settled(stage.dialog('Realizar entrega'));
  await dv.getByRole('button', { name: 'Registrar' }).click();
  await expect(dv.getByRole('alert')).toHaveText('Todos los campos son necesarios');
  const model = await pick(page, dv, 'Vehículo');
  await dv.getByLabel('Cantidad').fill('3');
  await expect(dv.getByLabel(/^VIN \d$/)).toHaveCount(3);
  await typeDate(dv, 'Fecha de reunión con el dealer', dayjs().add(7, 'day').format('DD-MM-YYYY'));
  await dv.getByLabel('RFC').fill('tnb850101ab1');
  await expect(dv.getByLabel('RFC')).toHaveValue('TNB850101AB1');
  await dv.getByLabel('Detalles de logística').fill('Entrega en patio del cliente, 3 unidades en una madrina');
  await dv.getByLabel('Observaciones').fill('Unidades con rotulación de la empresa');
  await dv.getByRole('button', { name: 'Registrar' }).click();
  await expect(dv.getByRole('alert')).toHaveText('Debes subir al menos un documento');
  await stage.chooseFiles(dv.getByTestId('delivery-files'), [{ ...PDF_FILE, name: 'acta-entrega.pdf' }]);
  const vins = ['3VWFE21C04M000201', '3VWFE21C04M000202', '3VWFE21C04M000203'];
  await dv.getByLabel('VIN 1').fill(vins[0]!);
  await dv.getByLabel('VIN 2').fill(vins[1]!);
  await dv.getByRole('button', { name: 'Registrar' }).click();
  await expect(dv.getByRole('alert')).toHaveText('Debes ingresar todos los VINs');
  await dv.getByLabel('VIN 3').fill(vins[2]!);
  // Lowering the quantity trims the list; raising it again asks for the third VIN anew.
  await dv.getByLabel('Cantidad').fill('2');
  await expect(dv.getByLabel(/^VIN \d$/)).toHaveCount(2);
  await dv.getByLabel('Cantidad').fill('3');
  await expect(dv.getByLabel('VIN 3')).toHaveValue('');
  await dv.getByLabel('VIN 3').fill(vins[2]!);
  await dv.getByRole('button', { name: 'Registrar' }).click();
  await expect(toast(page, 'La entrega fue creada con éxito')).toBeVisible();
  await expect(dv).toBeHidden();
  await expect(stage.section('stage-delivery')).toContainText(vins.join(', '));
  await page.screenshot({ path: '/tmp/fleet-stage-cierre-1440.png', fullPage: true });
  const leadUrl = page.url();

  // Ventas completadas: the sale is found with its units and model, and its detail lists the VINs.
  await page.goto('/fleets/sales');
  await page.getByPlaceholder('Buscar por empresa, contacto o ejecutivo').fill(company);
  await page.getByPlaceholder('Buscar por empresa, contacto o ejecutivo').press('Enter');
  const sale = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: company }).first();
  await expect(sale).toContainText('3');
  const modelName = model.split(' ').slice(0, 2).join(' ');
  await expect(sale).toContainText(modelName);
  await page.screenshot({ path: '/tmp/fleet-sales-1440.png', fullPage: true });
  await sale.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fleets\/sales\/\d+$/);
  await expect(page.getByTestId('sale-quantity').first()).toHaveText('3 unidad(es)');
  for (const vin of vins) await expect(page.getByTestId('sale-vins').first()).toContainText(vin);
  await page.screenshot({ path: '/tmp/fleet-sale-detail-1440.png', fullPage: true });
  await page.goto(leadUrl);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await detail.tab('Tareas').click();
  await expect(stage.block()).toBeVisible();
  await page.screenshot({ path: '/tmp/fleet-stage-cierre-390.png', fullPage: true });
});
