import { startEmbeddedApi } from '../../../src/apiProcess/embeddedApi';

/**
 * A second process on the same data directory, as a second CRM Ventas would be if the OS's
 * single-instance lock let it through (another user session, a copied shortcut with another
 * userData…): it starts the real embedded API and prints whether the directory was refused.
 * Run: node --import tsx tests/desktop/harness/secondInstance.ts <dataDir> <migrationsFolder>
 */
const [dataDir, migrationsFolder] = process.argv.slice(2);
if (!dataDir || !migrationsFolder) throw new Error('usage: secondInstance.ts <dataDir> <migrationsFolder>');
const api = await startEmbeddedApi({ dataDir, migrationsFolder });
try {
  await api.ready;
  console.log(JSON.stringify({ started: true }));
} catch (error) {
  const { name, message } = error as Error;
  console.log(JSON.stringify({ started: false, name, message }));
}
await api.close();
