// Worker thread of the indexing pool: parses, chunks, tokenizes and packs files with the adapters, lexical fields
// and text packer the main thread would use (see deps.ts).
import { serveFileJobs } from '@sextant/core-engine/indexing';
import { createLanguageRegistry } from '@sextant/language-adapters';
import { createLexicalFields, packChunkText } from '@sextant/vector-search';

serveFileJobs({ adapters: createLanguageRegistry(), lexical: createLexicalFields(), pack: packChunkText });
