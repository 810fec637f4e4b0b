import { readFileSync } from 'node:fs';
import { lexicalFields } from '../../../packages/vector-search/src/lexical-fields.js';
const chunks = JSON.parse(readFileSync('/tmp/lexmicro/stored.json', 'utf8'));
const u0 = process.cpuUsage();
let n = 0;
for (const c of chunks) n += lexicalFields(c).body.length;
const u = process.cpuUsage(u0);
console.log((u.user + u.system) / 1000, n);
