// Lists every route that declares no answer (schema.response), as METHOD URL: the contract's gaps (issue 41).
import { createTestApp } from '../tests/api/testApp';

const t = await createTestApp({ seed: false });
for (const r of t.app.routeTable) if (r.url !== '/*' && r.responses.length === 0) console.log(r.method, r.url);
await t.close();
