import type { DbOrTx } from '../../lib/queryRows';
import { seedPurposes } from './privacyNotice';
import { privacyNotices } from './tables';

/** A demo notice: the dealer writes its own legal text (the feature README says so); this shows where it goes. */
const DEMO_INTEGRAL = `El distribuidor, con domicilio en la dirección de esta agencia, es responsable del tratamiento de sus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.

Datos que recabamos: nombre, teléfono, correo electrónico y, si compra un vehículo, los datos de facturación y de financiamiento que usted nos entregue.

Puede ejercer sus derechos de acceso, rectificación, cancelación y oposición (ARCO), o retirar su consentimiento, escribiendo al responsable de datos personales de la agencia. Le responderemos en los plazos que marca la ley.

Este texto es un ejemplo de la demostración: cada distribuidor publica el suyo.`;

const DEMO_SIMPLIFIED =
  'El distribuidor usará sus datos para atender su solicitud. Con su consentimiento, también para enviarle promociones y encuestas. Consulte el aviso de privacidad integral para conocer sus derechos.';

/** The demo agencies' notice (version 1) and the seeded purposes. */
export async function seedPrivacy(tx: DbOrTx, agencyIds: readonly number[]): Promise<void> {
  await seedPurposes(tx, agencyIds);
  if (agencyIds.length) await tx.insert(privacyNotices).values(agencyIds.map((agencyId) => ({ agencyId, version: 1, integralText: DEMO_INTEGRAL, simplifiedText: DEMO_SIMPLIFIED }))).onConflictDoNothing();
}
