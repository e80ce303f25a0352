import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { isEmpty } from '../db/isEmpty';
import { seedDemo } from './seed';

/** `npm run seed`: demo data into the configured database, once. */
const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.dbPoolMax, dataDir: config.dataDir });
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  console.log('Datos de demostración cargados.');
} else {
  console.log('La base de datos ya tiene datos; no se cargó nada.');
}
await database.close();
