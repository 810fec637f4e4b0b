// Worker thread of the indexing pool: parses, chunks and tokenizes files with the adapters and lexical fields
// the main thread would use (see deps.ts).
import { serveFileJobs } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLexicalFields } from '@sextant/vector-search';

serveFileJobs({ adapters: createLanguageRegistry(), lexical: createLexicalFields() });
