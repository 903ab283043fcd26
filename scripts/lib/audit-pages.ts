/**
 * The second process of `auditAll` (lighthouse.ts): audits the pages it is given, one at a time,
 * and writes their audits to its output as JSON.
 */
import { type Audit, type AuditRequest, startAuditor } from './lighthouse.ts';

const { urls, categories, hostResolverRules } = JSON.parse(process.argv[2] ?? '{}') as AuditRequest;
const auditor = await startAuditor({ hostResolverRules });
const audits: Audit[] = [];
try {
  for (const url of urls) audits.push(await auditor.audit(url, categories));
} finally {
  auditor.close();
}
process.stdout.write(JSON.stringify(audits));
