import { loadSqlJs } from '../core/portable/sqlJs';
import { demoReportingSqlJs } from '../core/portable/reports';
const sqlJs = await loadSqlJs();
const today = new Date('2026-06-15T01:00:00Z');
for (let i = 0; i < 8; i++) { const t = performance.now(); const d = demoReportingSqlJs(sqlJs, today); const ms = performance.now() - t; d.close(); console.log(ms.toFixed(1)); }
